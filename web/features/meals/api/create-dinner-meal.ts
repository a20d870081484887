import type { DinnerMeal } from "@contract/schemas/meals";
import { api } from "@web/lib/api-client";
import { changeOptions } from "@web/lib/mutation-options";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { foMeals } from "@web/i18n/fo/meals";
import type { MealBody } from "../lib/meal-form";

export function createDinnerMeal(body: MealBody): Promise<DinnerMeal> {
  return api<DinnerMeal>("/api/dinner-meals", { method: "POST", body });
}

export const createDinnerMealMutationOptions = changeOptions({
  liveType: "dinner_meals_updated",
  mutationFn: createDinnerMeal,
  errorToast: { title: foMeals.errorTitle, description: foMeals.createError },
  successToast: { title: foMeals.createSuccessTitle, description: foMeals.createSuccess },
});

export const useCreateDinnerMeal = (config?: MutationHookOptions<typeof createDinnerMealMutationOptions>) =>
  useEndpointMutation(createDinnerMealMutationOptions, config);
