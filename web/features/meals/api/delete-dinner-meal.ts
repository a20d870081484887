import type { DinnerMeal } from "@contract/schemas/meals";
import { api } from "@web/lib/api-client";
import { changeOptions } from "@web/lib/mutation-options";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { foMeals } from "@web/i18n/fo/meals";
import { dinnerMealsQueryKey, type MealRef } from "./get-dinner-meals";

export function deleteDinnerMeal(id: string): Promise<void> {
  return api<void>(`/api/dinner-meals/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Optimistic: the meal leaves the list at once and comes back with a toast if the server refuses. */
export const deleteDinnerMealMutationOptions = changeOptions({
  liveType: "dinner_meals_updated",
  mutationFn: ({ id }: MealRef) => deleteDinnerMeal(id),
  optimistic: {
    queryKey: ({ familyId }) => dinnerMealsQueryKey(familyId),
    apply: (meals: DinnerMeal[], { id }) => meals.filter((meal) => meal.id !== id),
  },
  errorToast: { title: foMeals.errorTitle, description: foMeals.deleteError },
  successToast: { title: foMeals.deleteSuccess },
});

export const useDeleteDinnerMeal = (config?: MutationHookOptions<typeof deleteDinnerMealMutationOptions>) =>
  useEndpointMutation(deleteDinnerMealMutationOptions, config);
