import { and, eq, sql, type SQL } from "drizzle-orm";
import { purchases, shoppingItems } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { fullRow } from "@worker/lib/full-row";
import { newId } from "@worker/lib/crypto";

/**
 * An item's tick as a write sets it: a first tick's time, and who made it (a helper's name, else
 * nobody: a member's tick names no helper), are kept when the item was ticked already.
 */
export const tickFields = (completed: boolean, now: string, helper: string | null = null) => ({
  completed,
  completedAt: completed ? sql<string>`CASE WHEN ${shoppingItems.completed} THEN ${shoppingItems.completedAt} ELSE ${now} END` : null,
  completedByHelper: completed ? sql<string | null>`CASE WHEN ${shoppingItems.completed} THEN ${shoppingItems.completedByHelper} ELSE ${helper} END` : null,
});

/** The item, when this tick or untick changes its state. */
const changingTick = (familyId: string, itemId: SQL<string>, completed: boolean) =>
  and(eq(shoppingItems.id, itemId), eq(shoppingItems.familyId, familyId), eq(shoppingItems.completed, !completed));

/**
 * The purchase a tick records or an untick removes, only when the item actually changes state
 * (its update, in the same batch, comes after this statement).
 */
export function purchaseQuery(db: Db, familyId: string, itemId: SQL<string>, completed: boolean, now: string) {
  const changing = changingTick(familyId, itemId, completed);
  return completed
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
}

/**
 * Ticking records a purchase and unticking removes it again, in the same transaction as the
 * change, and only when the item actually changes state, so parallel ticks and unticks of one
 * item always leave exactly one purchase per ticked item and none per open one.
 */
export function completionQueries(db: Db, familyId: string, itemId: SQL<string>, completed: boolean, now: string, helper: string | null = null) {
  const changing = changingTick(familyId, itemId, completed);
  const setState = db
    .update(shoppingItems)
    .set(tickFields(completed, now, helper))
    .where(changing);
  return [purchaseQuery(db, familyId, itemId, completed, now), setState] as const;
}
