import type { DinnerMeal } from "@contract/schemas/meals";
import { api } from "@web/lib/api-client";
import { foMeals } from "@web/i18n/fo/meals";
import { dinnerMealsQueryKey } from "./get-dinner-meals";
import { useFamilyMutation } from "@web/lib/use-family-mutation";

export function deleteDinnerMeal(id: string): Promise<void> {
  return api<void>(`/api/dinner-meals/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Optimistic: the meal leaves the list at once and comes back with a toast if the server refuses. */
export function useDeleteDinnerMeal(familyId: string) {
  return useFamilyMutation({
    liveType: "dinner_meals_updated",
    mutationFn: deleteDinnerMeal,
    optimistic: { queryKey: dinnerMealsQueryKey(familyId), apply: (meals: DinnerMeal[], id: string) => meals.filter((meal) => meal.id !== id) },
    errorToast: { title: foMeals.errorTitle, description: foMeals.deleteError },
    successToast: { title: foMeals.deleteSuccess },
  });
}
