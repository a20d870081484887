import { and, eq, sql, type SQL } from "drizzle-orm";
import { purchases, shoppingItems } from "../db/schema";
import type { Db } from "../env";
import { fullRow } from "../lib/full-row";
import { newId } from "../lib/crypto";

/**
 * Ticking records a purchase and unticking removes it again, in the same transaction as the
 * change, and only when the item actually changes state, so parallel ticks and unticks of one
 * item always leave exactly one purchase per ticked item and none per open one.
 */
export function completionQueries(db: Db, familyId: string, itemId: SQL<string>, completed: boolean, now: string) {
  const changing = and(eq(shoppingItems.id, itemId), eq(shoppingItems.familyId, familyId), eq(shoppingItems.completed, !completed));
  const recordOrDropPurchase = completed
    ? db.insert(purchases).select(
        db
          .select(
            fullRow(purchases, {
              id: newId(),
              familyId: shoppingItems.familyId,
              itemId: shoppingItems.id,
              itemName: shoppingItems.name,
              nameKey: shoppingItems.nameKey,
              quantity: shoppingItems.quantity,
              purchasedAt: now,
            }),
          )
          .from(shoppingItems)
          .where(changing),
      )
    : db
        .delete(purchases)
        .where(and(eq(purchases.familyId, familyId), eq(purchases.itemId, itemId), sql`EXISTS (SELECT 1 FROM ${shoppingItems} WHERE ${changing})`));
  const setState = db
    .update(shoppingItems)
    .set(completed ? { completed: true, completedAt: now } : { completed: false, completedAt: null })
    .where(changing);
  return [recordOrDropPurchase, setState] as const;
}
