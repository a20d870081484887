import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DinnerMeal } from "@contract/schemas/meals";
import type { PlanRecipeBody } from "@contract/schemas/recipe-plan";
import { recipeMessages as r } from "@contract/recipe-messages";
import { dinnerMeals, recipes } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { fullRow } from "@worker/lib/full-row";
import { HttpError } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import { mealIngredientsQueries } from "@worker/services/meals/ingredients";
import { groupMealRows, type MealRow, mealWithIngredients } from "@worker/services/meals/rows";
import { mealIngredientNames, shoppingLinesOf } from "./plan-lines";
import { type RecipeToPlan, recipeToPlan } from "./plan-recipe";
import { plannedItemsQueries } from "./plan-shopping";

/** A recipe becomes a planned dinner (docs/features/meals.md "From a recipe"). */

const recipeNotFound = () => new HttpError("not_found", r.notFound);

/** The dinner's row, copied from the family's recipe in SQL (its title and picture as they are when the batch runs). */
function insertPlannedMeal(db: Db, familyId: string, userId: string, recipeId: string, mealId: string, body: PlanRecipeBody, at: string) {
  return db
    .insert(dinnerMeals)
    .select(
      db
        .select(
          fullRow(dinnerMeals, {
            id: mealId,
            familyId: recipes.familyId,
            createdBy: userId,
            title: recipes.title,
            scheduledDate: body.scheduledDate,
            createdAt: at,
            photoId: recipes.photoId,
            recipeId: recipes.id,
            servings: body.servings,
            repeatWeekly: body.weekly,
          }),
        )
        .from(recipes)
        .where(and(eq(recipes.id, recipeId), eq(recipes.familyId, familyId))),
    )
    .returning({ id: dinnerMeals.id });
}

interface Plan {
  recipeId: string;
  recipe: RecipeToPlan;
  mealId: string;
}

/**
 * Every statement of planning the recipe, for one batch (one transaction): the dinner, its
 * ingredients, the family's list if it has none, and its shopping lines scaled to the servings
 * asked and merged into the list (plan-shopping.ts). Nothing holds unless the dinner was stored.
 */
export function recipePlanQueries<Extra extends BatchItem<"sqlite">[]>(
  db: Db,
  familyId: string,
  userId: string,
  plan: Plan,
  body: PlanRecipeBody,
  now: number,
  ...extra: Extra
) {
  const { recipe, mealId } = plan;
  const stored = sql`EXISTS (SELECT 1 FROM ${dinnerMeals} WHERE ${dinnerMeals.id} = ${mealId} AND ${dinnerMeals.familyId} = ${familyId})`;
  const lines = shoppingLinesOf(recipe.ingredients, body.servings, recipe.servings);
  const statements = [
    insertPlannedMeal(db, familyId, userId, plan.recipeId, mealId, body, iso(now)),
    ...mealIngredientsQueries(db, familyId, mealId, mealIngredientNames(recipe.ingredients), sql`1 = 1`),
    ...plannedItemsQueries(db, familyId, userId, mealId, lines, now, stored),
    ...extra,
  ] as const;
  return { statements, shopping: lines.length > 0 };
}

/**
 * Plans the family's recipe as a dinner and puts its ingredients on the shopping list. Another
 * family's recipe, or one deleted before the batch ran, is not found and nothing is stored.
 */
export async function planRecipe(db: Db, familyId: string, userId: string, recipeId: string, body: PlanRecipeBody): Promise<Outcome<DinnerMeal>> {
  const recipe = await recipeToPlan(db, familyId, recipeId);
  if (!recipe) throw recipeNotFound();
  const mealId = newId();
  const { statements, shopping } = recipePlanQueries(
    db,
    familyId,
    userId,
    { recipeId, recipe, mealId },
    body,
    Date.now(),
    mealWithIngredients(db, familyId, mealId),
  );
  const results = await db.batch(statements);
  const meal = groupMealRows(results.at(-1) as MealRow[])[0];
  if (!meal) throw recipeNotFound();
  return outcome(201, meal, tell(familyId, "dinner_meals_updated", ...(shopping ? (["shopping_list_updated"] as const) : [])));
}
