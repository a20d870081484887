import type { DinnerMeal, UpdateMealBody } from "@contract/schemas/meals";
import { api } from "@web/lib/api-client";
import { changeOptions } from "@web/lib/mutation-options";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { foMeals } from "@web/i18n/fo/meals";
import { dinnerMealsQueryKey, type MealRef } from "./get-dinner-meals";

export function updateDinnerMeal(id: string, body: UpdateMealBody): Promise<DinnerMeal> {
  return api<DinnerMeal>(`/api/dinner-meals/${encodeURIComponent(id)}`, { method: "PATCH", body });
}

interface Update extends MealRef {
  body: UpdateMealBody;
}

function applyUpdate(meals: DinnerMeal[], { id, body }: Update): DinnerMeal[] {
  const patch = "title" in body ? body : { completed: body.completed, completedAt: body.completed ? new Date().toISOString() : null };
  return meals.map((meal) => (meal.id === id ? { ...meal, ...patch } : meal));
}

const optimistic = { queryKey: ({ familyId }: Update) => dinnerMealsQueryKey(familyId), apply: applyUpdate };

/** Optimistic rename with its toasts. */
export const renameDinnerMealMutationOptions = changeOptions({
  liveType: "dinner_meals_updated",
  mutationFn: ({ id, body }: Update) => updateDinnerMeal(id, body),
  optimistic,
  errorToast: { title: foMeals.errorTitle, description: foMeals.renameError },
  successToast: { title: foMeals.renameSuccess },
});

export const useRenameDinnerMeal = (config?: MutationHookOptions<typeof renameDinnerMealMutationOptions>) =>
  useEndpointMutation(renameDinnerMealMutationOptions, config);

/** Optimistic completion; a failure is shown on the page (the hook's `isError`), not as a toast (docs/features/meals.md). */
export const completeDinnerMealMutationOptions = changeOptions({
  liveType: "dinner_meals_updated",
  mutationFn: ({ id, body }: Update) => updateDinnerMeal(id, body),
  optimistic,
  errorToast: null,
});

export const useCompleteDinnerMeal = (config?: MutationHookOptions<typeof completeDinnerMealMutationOptions>) =>
  useEndpointMutation(completeDinnerMealMutationOptions, config);
