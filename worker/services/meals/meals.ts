import { and, asc, desc, eq, notExists, type Placeholder, sql, type SQL } from "drizzle-orm";
import type { QueryBuilder } from "drizzle-orm/sqlite-core";
import type { BatchItem } from "drizzle-orm/batch";
import { DEFAULT_LIST_NAME, HISTORY_PAGE, MEAL_INGREDIENTS_MAX } from "@contract/limits";
import { pageOf } from "@contract/paging";
import type { CompletedMealsPage, CreateMealBody, DinnerMeal, DinnerMealsList } from "@contract/schemas/meals";
import { taskMessages as t } from "@contract/task-messages";
import { dinnerMeals, mealIngredients, shoppingItems } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { chunks } from "@worker/lib/chunks";
import { newId } from "@worker/lib/crypto";
import { defineFamilyRead, type FamilyParam } from "@worker/lib/family-read";
import { clientIdGuard, insertUnlessUsed, whyNotStored } from "@worker/lib/client-ids";
import { HttpError, notFound } from "@worker/lib/http-error";
import { aliased, preparedSelect } from "@worker/lib/prepared-select";
import { BEFORE_EXAMPLE, beforeCursor, beforeParams } from "@worker/lib/history-page";
import { iso } from "@worker/lib/time";
import { createdOrReplayed, type Outcome, outcome, tell } from "@worker/services/effects";
import { shoppingListIfNoneQuery } from "@worker/services/shopping/lists";
import { mealIngredientsQueries, INGREDIENTS_PER_INSERT } from "./ingredients";
import { markedItemRow, mealItemsInsert } from "./meal-items";
import { familyPhoto, photoOfFamily } from "./photo";
import { photoRefused } from "./refusals";
import { groupMealRows, ingredientsOfMeal, type MealRow, mealOfFamily, mealRowColumns } from "./rows";

const mealRowColumnsWithFamily = { ...mealRowColumns, familyId: dinnerMeals.familyId };

const openMealsSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(aliased(mealRowColumns))
    .from(dinnerMeals)
    .leftJoin(mealIngredients, ingredientsOfMeal)
    .where(and(eq(dinnerMeals.familyId, param("familyId")), sql`${dinnerMeals.completed} = 0`))
    .orderBy(asc(dinnerMeals.scheduledDate), asc(dinnerMeals.id)),
);

const isDone = (familyId: Placeholder) => and(eq(dinnerMeals.familyId, familyId), sql`${dinnerMeals.completed} = 1`);

/**
 * Completed meals with their ingredients, newest completion first, from `after` when given. A meal
 * has at most MEAL_INGREDIENTS_MAX ingredients, so that many rows per meal always hold a page's
 * meals whole and show whether one more follows; the older history never leaves the database.
 */
const completedMealsSelect = (qb: QueryBuilder, param: FamilyParam, after?: SQL) =>
  qb
    .select(aliased(mealRowColumns))
    .from(dinnerMeals)
    .leftJoin(mealIngredients, ingredientsOfMeal)
    .where(and(isDone(param("familyId")), after))
    .orderBy(desc(dinnerMeals.completedAt), desc(dinnerMeals.id))
    .limit((HISTORY_PAGE + 1) * MEAL_INGREDIENTS_MAX);

const firstCompletedSelect = preparedSelect((qb, param: FamilyParam) => completedMealsSelect(qb, param));
const nextCompletedSelect = preparedSelect((qb, param: FamilyParam<"beforeAt" | "beforeId">) =>
  completedMealsSelect(qb, param, beforeCursor(dinnerMeals.completedAt, dinnerMeals.id, param)),
);
/** Counted off dinner_meals_family_done, for 'Liðugt (N)'. */
const completedCountSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(aliased({ count: sql<number>`count(*)` }))
    .from(dinnerMeals)
    .where(isDone(param("familyId"))),
);

function completedPage(rows: MealRow[]): CompletedMealsPage {
  const page = pageOf(groupMealRows(rows), HISTORY_PAGE, (meal) => ({ at: meal.completedAt ?? "", id: meal.id }));
  return { meals: page.rows, nextBefore: page.nextBefore };
}

/**
 * Open meals whole (soonest first), then the first page of the completed ones (newest completion
 * first), with their count and the cursor of their next page.
 */
export const dinnerMealsRead = defineFamilyRead({
  selects: [openMealsSelect, firstCompletedSelect, completedCountSelect] as const,
  answer: ([open, completed, [counted]]): DinnerMealsList => {
    const page = completedPage(completed);
    return { meals: [...groupMealRows(open), ...page.meals], completedCount: counted?.count ?? 0, nextBefore: page.nextBefore };
  },
});

/** `…/dinner-meals/completed?before=`: the next page of completed meals after the cursor's. */
export const completedMealsRead = defineFamilyRead({
  params: beforeParams,
  example: BEFORE_EXAMPLE,
  selects: [nextCompletedSelect] as const,
  answer: ([completed]): CompletedMealsPage => completedPage(completed),
});

/** The open (planned) meals alone, soonest first, for the calendar feed. */
export const plannedMealsRead = defineFamilyRead({
  selects: [openMealsSelect] as const,
  answer: ([open]: [MealRow[]]): DinnerMeal[] => groupMealRows(open),
});

/**
 * The meal's ingredients as items of the family's one list, linked to the meal: an INSERT … SELECT
 * from the list, so the list may be created earlier in the same batch. An ingredient already on the
 * list for this meal (same name folded, marker and all; ticked or not) is not added again.
 */
function mealItemsQuery(db: Db, familyId: string, userId: string, mealId: string, names: readonly string[], unused: SQL, now: string) {
  const alreadyThere = notExists(
    db
      .select({ id: shoppingItems.id })
      .from(shoppingItems)
      .where(and(eq(shoppingItems.familyId, familyId), eq(shoppingItems.mealId, mealId), sql`${shoppingItems.nameKey} = v.column3`)),
  );
  const rows = names.map((name) => markedItemRow(name));
  return mealItemsInsert(db, { familyId, mealId, addedBy: userId, at: now, rows, quantity: sql`1`, unit: sql`NULL`, where: and(unused, alreadyThere)! });
}

/** A meal to store; its picture and weekly mark may be left out (none, not weekly). */
export type NewMeal = Omit<CreateMealBody, "id" | "photoId" | "weekly"> & Partial<Pick<CreateMealBody, "photoId" | "weekly">> & { id: string };

/**
 * Every statement of one meal's creation, for one batch (D1 runs it as one transaction): the meal,
 * its ingredients, the family's list if it has none, one shopping item per ingredient, and the record
 * of the meal's id. Each insert holds while the id is unused, so a replay adds nothing.
 */
export function mealCreationQueries<Extra extends BatchItem<"sqlite">[]>(
  db: Db,
  familyId: string,
  userId: string,
  meal: NewMeal,
  now: number,
  ...extra: Extra
) {
  const at = iso(now);
  const guard = clientIdGuard(db, familyId, meal.id, dinnerMeals);
  const photoId = meal.photoId ?? null;
  // A picture must be the family's: with another's, nothing of the meal is stored (the caller answers 400).
  const unused = photoId === null ? guard.unused : and(guard.unused, familyPhoto(db, familyId, photoId))!;
  const row = {
    id: meal.id,
    familyId,
    createdBy: userId,
    title: meal.title,
    scheduledDate: meal.scheduledDate,
    createdAt: at,
    photoId,
    repeatWeekly: meal.weekly ?? false,
  };
  const insertMeal = insertUnlessUsed(db, dinnerMeals, familyId, row, unused).returning({ id: dinnerMeals.id });
  const ingredients: BatchItem<"sqlite">[] = mealIngredientsQueries(db, familyId, meal.id, meal.ingredients, unused);
  const shopping: BatchItem<"sqlite">[] =
    meal.ingredients.length === 0
      ? []
      : [
          shoppingListIfNoneQuery(db, familyId, DEFAULT_LIST_NAME, now),
          ...chunks(meal.ingredients, INGREDIENTS_PER_INSERT).map((names) => mealItemsQuery(db, familyId, userId, meal.id, names, unused, at)),
        ];
  return [insertMeal, ...ingredients, ...shopping, guard.remember, ...extra] as const;
}

/**
 * Creates a meal with its ingredients and their shopping items, under the phone's client id when it
 * sends one: a replay answers the stored meal with 200 and tells nobody, one deleted since 404,
 * another family's id 409 (docs/features/offline.md); a picture not of the family's album, 400 and
 * nothing stored. The list is told only when items went on it.
 */
export async function createMeal(db: Db, familyId: string, userId: string, body: CreateMealBody): Promise<Outcome<DinnerMeal>> {
  const meal = { ...body, id: body.id ?? newId() };
  const { holder } = clientIdGuard(db, familyId, meal.id, dinnerMeals);
  const stored = db.select(mealRowColumnsWithFamily).from(dinnerMeals).leftJoin(mealIngredients, ingredientsOfMeal).where(eq(dinnerMeals.id, meal.id));
  const results = await db.batch(mealCreationQueries(db, familyId, userId, meal, Date.now(), photoOfFamily(db, familyId, meal.photoId), stored, holder));
  const [inserted] = results;
  const [photo, rows, holders] = results.slice(-3) as [{ id: string }[], (MealRow & { familyId: string })[], { familyId: string }[]];
  if (!rows[0] && !holders[0] && meal.photoId !== null && !photo[0]) throw photoRefused();
  if (!rows[0]) throw whyNotStored(holders[0], familyId, notFound());
  if (rows[0].familyId !== familyId) throw new HttpError("conflict", t.clientIdTaken);
  const answer = groupMealRows(rows.map(({ familyId: _scopedAbove, ...row }) => row))[0]!;
  const shopping = answer.ingredients.length > 0 ? (["shopping_list_updated"] as const) : [];
  return createdOrReplayed(answer, (inserted as unknown[]).length > 0, familyId, "dinner_meals_updated", ...shopping);
}

/**
 * Removes the meal, its ingredients and the items it put on the shopping list that nobody has
 * ticked yet, in one batch. Ticked items stay (they were bought; the purge removes them with the
 * rest) and lose their link to the meal. The list is told only when it changed.
 */
export async function deleteMeal(db: Db, familyId: string, mealId: string): Promise<Outcome<undefined>> {
  const [items, , meals] = await db.batch([
    db
      .delete(shoppingItems)
      .where(and(eq(shoppingItems.familyId, familyId), eq(shoppingItems.mealId, mealId), eq(shoppingItems.completed, false)))
      .returning({ id: shoppingItems.id }),
    db.delete(mealIngredients).where(and(eq(mealIngredients.familyId, familyId), eq(mealIngredients.mealId, mealId))),
    db.delete(dinnerMeals).where(mealOfFamily(familyId, mealId)).returning({ id: dinnerMeals.id }),
  ]);
  if (meals.length === 0) throw notFound();
  return outcome(204, undefined, tell(familyId, "dinner_meals_updated", ...(items.length > 0 ? (["shopping_list_updated"] as const) : [])));
}
