import { and, asc, eq, isNull, notExists, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { alias } from "drizzle-orm/sqlite-core";
import { DEFAULT_LIST_NAME, MAX_ITEM_QUANTITY } from "@contract/limits";
import { shoppingItems } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { chunks } from "@worker/lib/chunks";
import { nameKey } from "@worker/lib/names";
import { iso } from "@worker/lib/time";
import { markedItemRow, mealItemsInsert } from "@worker/services/meals/meal-items";
import { shoppingListIfNoneQuery } from "@worker/services/shopping/lists";
import type { ShoppingLine } from "./plan-lines";

/**
 * A planned dinner's shopping lines on the family's list (docs/features/meals.md "The merge"):
 * a line raises the open item the family put there itself with the same name (folded) and the
 * same unit (or both none) when the sum stays within MAX_ITEM_QUANTITY; any other line is an item
 * of its own, '<name> (Matarætlan)', linked to the meal. Another meal's items are never raised
 * (each meal's items are its own: deleting it removes exactly them).
 */

/** Bound values: D1 takes at most 100 a statement. An inserted line binds five, a raising one two. */
const INSERTS_PER_STATEMENT = 16;
const RAISES_PER_STATEMENT = 40;

const target = alias(shoppingItems, "target");

/** The family's open items a line of key `key`, unit `unit` and `quantity` more may raise, first added first. */
const raisable = (familyId: string, key: SQL, unit: SQL, quantity: SQL) =>
  and(
    eq(target.familyId, familyId),
    sql`${target.nameKey} = ${key}`,
    sql`${target.unit} IS ${unit}`,
    eq(target.completed, false),
    isNull(target.mealId),
    sql`${target.quantity} + ${quantity} <= ${MAX_ITEM_QUANTITY}`,
  );

/** The lines no open item takes, as new marked items on the family's one list; `guard` holds while the meal is being stored. */
function insertUnmerged(db: Db, familyId: string, addedBy: string | SQL | null, mealId: string, lines: readonly ShoppingLine[], at: string, guard: SQL) {
  const rows = lines.map(({ name, quantity, unit }) => markedItemRow(name, sql`${nameKey(name)}`, sql.raw(String(quantity)), sql`${unit}`));
  const untaken = notExists(
    db
      .select({ id: target.id })
      .from(target)
      .where(raisable(familyId, sql`v.column4`, sql`v.column6`, sql`v.column5`)),
  );
  const [quantity, unit] = [sql<number>`v.column5`, sql<string | null>`v.column6`];
  return mealItemsInsert(db, { familyId, mealId, addedBy, at, rows, quantity, unit, where: and(guard, untaken)! });
}

/** Each line's amount added to the first open item that may take it; runs after the inserts, which looked for the same items. */
function raiseMerged(db: Db, familyId: string, lines: readonly ShoppingLine[], guard: SQL) {
  const rows = lines.map(({ name, quantity, unit }) => sql`(${nameKey(name)}, ${unit}, ${sql.raw(String(quantity))})`);
  const first = db
    .select({ id: target.id })
    .from(target)
    .where(raisable(familyId, sql`v.column1`, sql`v.column2`, sql`v.column3`))
    .orderBy(asc(target.createdAt), asc(target.id))
    .limit(1);
  return db
    .update(shoppingItems)
    .set({ quantity: sql`${shoppingItems.quantity} + v.column3` })
    .from(sql`(VALUES ${sql.join(rows, sql`, `)}) AS v`)
    .where(and(eq(shoppingItems.familyId, familyId), sql`${shoppingItems.id} = (${first})`, guard));
}

/**
 * Every statement that puts a dinner's lines on the list, for the dinner's own batch: the list if
 * the family has none, the new items, then the raises. `guard` (SQL true while the meal is being
 * stored in the same batch) keeps them from doing anything when the meal was not.
 */
export function plannedItemsQueries(
  db: Db,
  familyId: string,
  addedBy: string | SQL | null,
  mealId: string,
  lines: readonly ShoppingLine[],
  now: number,
  guard: SQL,
): BatchItem<"sqlite">[] {
  if (lines.length === 0) return [];
  const at = iso(now);
  return [
    shoppingListIfNoneQuery(db, familyId, DEFAULT_LIST_NAME, now),
    ...chunks(lines, INSERTS_PER_STATEMENT).map((part) => insertUnmerged(db, familyId, addedBy, mealId, part, at, guard)),
    ...chunks(lines, RAISES_PER_STATEMENT).map((part) => raiseMerged(db, familyId, part, guard)),
  ];
}
