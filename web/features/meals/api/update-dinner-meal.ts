import type { DinnerMeal, DinnerMealsList, UpdateMealBody } from "@contract/schemas/meals";
import { api } from "@web/lib/api-client";
import { queuedWrite } from "@web/lib/queued-write";
import { foMeals } from "@web/i18n/fo/meals";
import { editMeals, updateMeal } from "../lib/meals-cache";
import { dinnerMealsQueryKey, type MealRef } from "./get-dinner-meals";

export function updateDinnerMeal(id: string, body: UpdateMealBody): Promise<DinnerMeal> {
  return api<DinnerMeal>(`/api/dinner-meals/${encodeURIComponent(id)}`, { method: "PATCH", body });
}

interface Update extends MealRef {
  body: UpdateMealBody;
}

const optimistic = {
  queryKey: ({ familyId }: Update) => dinnerMealsQueryKey(familyId),
  apply: (list: DinnerMealsList, { id, body }: Update) => editMeals(list, (meals) => updateMeal(meals, id, body, new Date().toISOString())),
};

/** Queued while offline; the new title shows at once, with its toasts. */
export const renameDinnerMealMutationOptions = queuedWrite(["dinner-meals", "rename"], {
  mutationFn: ({ id, body }: Update) => updateDinnerMeal(id, body),
  optimistic,
  errorToast: { title: foMeals.errorTitle, description: foMeals.renameError },
  successToast: { title: foMeals.renameSuccess },
});

/**
 * Completes or reopens, queued while offline and optimistic; a failure is shown on the page (the
 * hook's `isError`), not as a toast (docs/features/meals.md), and the row comes back.
 */
export const completeDinnerMealMutationOptions = queuedWrite(["dinner-meals", "complete"], {
  mutationFn: ({ id, body }: Update) => updateDinnerMeal(id, body),
  optimistic,
  errorToast: null,
});
