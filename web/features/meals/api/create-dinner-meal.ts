import type { DinnerMeal } from "@contract/schemas/meals";
import { api } from "@web/lib/api-client";
import { foMeals } from "@web/i18n/fo/meals";
import type { MealBody } from "../lib/meal-form";
import { useFamilyMutation } from "@web/lib/use-family-mutation";

export function createDinnerMeal(body: MealBody): Promise<DinnerMeal> {
  return api<DinnerMeal>("/api/dinner-meals", { method: "POST", body });
}

export function useCreateDinnerMeal() {
  return useFamilyMutation({
    liveType: "dinner_meals_updated",
    mutationFn: createDinnerMeal,
    errorToast: { title: foMeals.errorTitle, description: foMeals.createError },
    successToast: { title: foMeals.createSuccessTitle, description: foMeals.createSuccess },
  });
}
