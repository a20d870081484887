import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { shoppingItems } from "@worker/db/schema";
import type { Db } from "@worker/env";

/**
 * The open items an add merges into: on the family's list, the same name folded (case, white
 * space, Faroese letters), not ticked, and not the meal plan's (a meal's item is its own). An add
 * with a unit merges only into the same unit ('2 l' never raises a count of pieces); one without
 * asks for one more of what is on the list, whatever its unit ('mjólk' after 'Mjólk 2 l' makes
 * 'Mjólk 3 l').
 */
export const openItemsLike = (familyId: string, listId: string, like: Like) =>
  and(
    eq(shoppingItems.familyId, familyId),
    eq(shoppingItems.listId, listId),
    eq(shoppingItems.nameKey, like.key),
    like.unit === null ? undefined : eq(shoppingItems.unit, like.unit),
    eq(shoppingItems.completed, false),
    isNull(shoppingItems.mealId),
  );

interface Like {
  key: string;
  unit: string | null;
}

/** The one an add raises: one without a unit first when the add has none, else the first added (lists from before adds merged may hold several). */
export const mergeTarget = (db: Db, familyId: string, listId: string, like: Like) =>
  db
    .select({ id: shoppingItems.id })
    .from(shoppingItems)
    .where(openItemsLike(familyId, listId, like))
    .orderBy(sql`${shoppingItems.unit} IS NOT ${like.unit}`, asc(shoppingItems.createdAt), asc(shoppingItems.id))
    .limit(1);
