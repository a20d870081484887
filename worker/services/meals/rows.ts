import type { DinnerMeal } from "@contract/schemas/meals";

/** A meal joined with one of its ingredients (null: a meal without any). */
export interface MealRow {
  id: string;
  title: string;
  scheduledDate: string;
  completed: boolean;
  completedAt: string | null;
  ingredientName: string | null;
}

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
