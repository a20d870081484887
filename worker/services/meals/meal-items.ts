import { and, eq, type SQL, sql } from "drizzle-orm";
import { MEAL_ITEM_SUFFIX } from "@contract/limits";
import { shoppingItems, shoppingLists } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { fullRow } from "@worker/lib/full-row";
import { nameKey } from "@worker/lib/names";

/** A meal's items on the family's one list: '<name> (Matarætlan)', linked to the meal (docs/features/meals.md). */

/** One item's VALUES row: its new id, its marked name and that name folded, then the caller's own columns (v.column4 on). */
export function markedItemRow(name: string, ...more: SQL[]): SQL {
  const itemName = `${name}${MEAL_ITEM_SUFFIX}`;
  return sql`(${sql.join([sql`${newId()}`, sql`${itemName}`, sql`${nameKey(itemName)}`, ...more], sql`, `)})`;
}

interface MealItems {
  familyId: string;
  mealId: string;
  addedBy: string | SQL | null;
  at: string;
  /** markedItemRow rows, as the VALUES table `v`. */
  rows: readonly SQL[];
  quantity: SQL<number>;
  unit: SQL<string | null>;
  /** What else must hold for the rows to go in (the meal stored, no such item yet), over `v` and the list. */
  where: SQL;
}

/**
 * The items as an INSERT … SELECT from the family's list joined with their rows, so the list may be
 * created earlier in the same batch; nothing goes in unless `where` holds.
 */
export function mealItemsInsert(db: Db, items: MealItems) {
  const { familyId, mealId, addedBy, at, rows, quantity, unit, where } = items;
  return db.insert(shoppingItems).select(
    db
      .select(
        fullRow(shoppingItems, {
          id: sql<string>`v.column1`,
          familyId: shoppingLists.familyId,
          listId: shoppingLists.id,
          name: sql<string>`v.column2`,
          nameKey: sql<string>`v.column3`,
          quantity,
          unit,
          addedBy,
          mealId,
          createdAt: at,
        }),
      )
      .from(shoppingLists)
      .innerJoin(sql`(VALUES ${sql.join([...rows], sql`, `)}) AS v`, sql`1 = 1`)
      .where(and(eq(shoppingLists.familyId, familyId), where)),
  );
}
