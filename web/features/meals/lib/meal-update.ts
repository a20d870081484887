import type { DinnerMeal, DinnerMealsList, UpdateMealBody } from "@contract/schemas/meals";
import { patch, segment } from "@web/lib/changes/define-change";
import { editMeals, updateMeal } from "./meals-cache";
import { dinnerMealsQueryKey, type MealRef } from "../reads/get-dinner-meals";

/** A PATCH of one meal (changes/rename-meal.ts, complete-meal.ts). */
export interface MealUpdate extends MealRef {
  body: UpdateMealBody;
}

export const mealUpdateRequest = ({ id, body }: MealUpdate) => patch<DinnerMeal>(`/api/dinner-meals/${segment(id)}`, body);

/** The row changes at once; back as it was if refused. */
export const mealUpdateDrawn = {
  queryKey: ({ familyId }: MealUpdate) => dinnerMealsQueryKey(familyId),
  apply: (list: DinnerMealsList, { id, body }: MealUpdate) => editMeals(list, (meals) => updateMeal(meals, id, body, new Date().toISOString())),
};
