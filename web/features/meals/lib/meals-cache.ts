import { MEAL_ITEM_SUFFIX } from "@contract/limits";
import type { DinnerMeal, DinnerMealsList, UpdateMealBody } from "@contract/schemas/meals";
import type { ShoppingList } from "@contract/schemas/shopping";
import { countAfterEdit } from "@web/components/ui/list/history-count";
import type { MealBody } from "./meal-form";

/** Cache edits for optimistic changes; the refetch after the change brings the server's truth. */

/** An edit of the cached list's meals, with the completed count kept in step. */
export function editMeals(list: DinnerMealsList, edit: (meals: readonly DinnerMeal[]) => DinnerMeal[]): DinnerMealsList {
  const meals = edit(list.meals);
  return { ...list, meals, completedCount: countAfterEdit(list.completedCount, list.meals, meals, (meal) => meal.completed) };
}

/** The meal as the server will answer it, drawn while the create waits (with its picture: reads/meal-picture.ts). */
export function pendingMeal({
  id,
  title,
  scheduledDate,
  ingredients,
  photoId,
  weekly,
}: MealBody & { id: string; photoId?: string | null; weekly?: boolean }): DinnerMeal {
  return {
    id,
    title,
    scheduledDate,
    completed: false,
    completedAt: null,
    ingredients: ingredients.map((ingredientName) => ({ ingredientName })),
    photoId: photoId ?? null,
    recipeId: null,
    servings: null,
    weekly: weekly ?? false,
  };
}

export function upsertMeal(meals: readonly DinnerMeal[], meal: DinnerMeal): DinnerMeal[] {
  return meals.some((existing) => existing.id === meal.id) ? meals.map((existing) => (existing.id === meal.id ? meal : existing)) : [...meals, meal];
}

/** A new title, picture or weekly mark, or completed (keeping the first completion time, as the server does) or reopened. */
export function updateMeal(meals: readonly DinnerMeal[], id: string, body: UpdateMealBody, now: string): DinnerMeal[] {
  return meals.map((meal) => {
    if (meal.id !== id) return meal;
    if ("title" in body) return { ...meal, title: body.title.trim() };
    if ("photoId" in body) return { ...meal, photoId: body.photoId };
    if ("weekly" in body) return { ...meal, weekly: body.weekly };
    return body.completed ? { ...meal, completed: true, completedAt: meal.completedAt ?? now } : { ...meal, completed: false, completedAt: null };
  });
}

export const removeMeal = (meals: readonly DinnerMeal[], id: string): DinnerMeal[] => meals.filter((meal) => meal.id !== id);

/** What of a meal finds its items on the shopping list. */
export type MealItems = Pick<DinnerMeal, "scheduledDate" | "ingredients">;

/**
 * The shopping list without the items a meal put there that nobody has ticked, as deleting the meal
 * removes them on the server: named '<ingredient> (Matarætlan)' and showing the meal's day.
 */
export function withoutMealItems(lists: readonly ShoppingList[], meal: MealItems): ShoppingList[] {
  const names = new Set(meal.ingredients.map(({ ingredientName }) => `${ingredientName}${MEAL_ITEM_SUFFIX}`));
  return lists.map((list) => ({
    ...list,
    items: list.items.filter((item) => item.completed || item.mealScheduledDate !== meal.scheduledDate || !names.has(item.name)),
  }));
}
