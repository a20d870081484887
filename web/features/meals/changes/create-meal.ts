import type { DinnerMeal, DinnerMealsList } from "@contract/schemas/meals";
import { ApiError } from "@web/lib/api-client";
import { defineChange, post } from "@web/lib/changes/define-change";
import { foMealsChanges } from "@web/i18n/fo/meals-changes";
import type { MealBody } from "../lib/meal-form";
import { editMeals, pendingMeal, upsertMeal } from "../lib/meals-cache";
import { dinnerMealsQueryKey } from "../reads/get-dinner-meals";

/** What a create sends: the form's body with the client's own id, so a replay never plans the meal twice. */
export interface NewMeal extends MealBody {
  id: string;
}

/**
 * Plans a meal; waits offline; the meal shows at once. Its shopping items are not drawn before the
 * server has them: it chooses their ids, so a row drawn sooner could be ticked under an id it never
 * knows. The refresh rule refetches the list once the meal is stored. A refusal toasts the server's
 * own message, e.g. 'Vel í dag ella ein seinni dag' for a day that ended while the meal waited.
 */
const createMeal = defineChange({
  offline: true,
  request: ({ familyId: _family, ...body }: NewMeal & { familyId: string }) => post<DinnerMeal>("/api/dinner-meals", body),
  optimistic: {
    queryKey: ({ familyId }) => dinnerMealsQueryKey(familyId),
    apply: (list: DinnerMealsList, { familyId: _family, ...meal }) => editMeals(list, (meals) => upsertMeal(meals, pendingMeal(meal))),
  },
  onSuccess: (meal, { familyId }, queryClient) =>
    queryClient.setQueryData<DinnerMealsList>(dinnerMealsQueryKey(familyId), (list) => list && editMeals(list, (meals) => upsertMeal(meals, meal))),
  errorToast: (error) => ({ title: foMealsChanges.errorTitle, description: (error instanceof ApiError && error.serverMessage) || foMealsChanges.createError }),
  successToast: { title: foMealsChanges.createSuccessTitle, description: foMealsChanges.createSuccess },
});
export default createMeal;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "meals/create-meal": typeof createMeal;
  }
}
