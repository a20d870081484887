import { and, eq, type SQL, sql } from "drizzle-orm";
import type { DinnerMeal } from "@contract/schemas/meals";
import { dinnerMeals, mealIngredients } from "@worker/db/schema";
import type { Db } from "@worker/env";

/** A meal joined with one of its ingredients (null: a meal without any). */
export interface MealRow {
  id: string;
  title: string;
  scheduledDate: string;
  completed: boolean;
  completedAt: string | null;
  photoId: string | null;
  recipeId: string | null;
  servings: number | null;
  weekly: boolean;
  ingredientName: string | null;
}

/** One row per ingredient (a meal without any: one row, no ingredient), in the meal's order. */
export const mealRowColumns = {
  id: dinnerMeals.id,
  title: dinnerMeals.title,
  scheduledDate: dinnerMeals.scheduledDate,
  completed: dinnerMeals.completed,
  completedAt: dinnerMeals.completedAt,
  photoId: dinnerMeals.photoId,
  recipeId: dinnerMeals.recipeId,
  servings: dinnerMeals.servings,
  weekly: dinnerMeals.repeatWeekly,
  // Left-joined: null for a meal without ingredients.
  ingredientName: sql<string | null>`${mealIngredients.ingredientName}`,
};

export const ingredientsOfMeal = and(eq(mealIngredients.mealId, dinnerMeals.id), eq(mealIngredients.familyId, dinnerMeals.familyId));

export const mealOfFamily = (familyId: string, mealId: string): SQL => and(eq(dinnerMeals.id, mealId), eq(dinnerMeals.familyId, familyId))!;

/** The family's meal with its ingredients, as its rows (none: not the family's). */
export const mealWithIngredients = (db: Db, familyId: string, mealId: string) =>
  db.select(mealRowColumns).from(dinnerMeals).leftJoin(mealIngredients, ingredientsOfMeal).where(mealOfFamily(familyId, mealId));

/** Meals from their joined rows, which come grouped by meal; the meals keep the rows' order. */
export function groupMealRows(rows: readonly MealRow[]): DinnerMeal[] {
  const meals: DinnerMeal[] = [];
  let current: DinnerMeal | undefined;
  for (const { ingredientName, ...meal } of rows) {
    if (current?.id !== meal.id) {
      current = { ...meal, ingredients: [] };
      meals.push(current);
    }
    if (ingredientName !== null) current.ingredients.push({ ingredientName });
  }
  return meals;
}
