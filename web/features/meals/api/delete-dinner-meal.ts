import type { DinnerMealsList } from "@contract/schemas/meals";
import type { ShoppingList } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { editCached } from "@web/lib/mutation-options";
import { shoppingListsQueryKey } from "@web/lib/reads/shopping";
import { queuedWrite } from "@web/lib/queued-write";
import { foMeals } from "@web/i18n/fo/meals";
import { editMeals, removeMeal, withoutMealItems, type MealItems } from "../lib/meals-cache";
import { dinnerMealsQueryKey, type MealRef } from "./get-dinner-meals";

export function deleteDinnerMeal(id: string): Promise<void> {
  return api<void>(`/api/dinner-meals/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** The meal, and what finds its items on the shopping list. */
interface DeleteMeal extends MealRef {
  meal: MealItems;
}

/**
 * Queued while offline; the meal and its unticked items leave the lists at once. A refusal brings
 * the meal back with a toast, and the refetch after it the items.
 */
export const deleteDinnerMealMutationOptions = queuedWrite(["dinner-meals", "delete"], {
  mutationFn: ({ id }: DeleteMeal) => deleteDinnerMeal(id),
  optimistic: {
    queryKey: ({ familyId }) => dinnerMealsQueryKey(familyId),
    apply: (list: DinnerMealsList, { id }) => editMeals(list, (meals) => removeMeal(meals, id)),
  },
  alsoEdits: (queryClient, { familyId, meal }) =>
    editCached<ShoppingList[]>(queryClient, shoppingListsQueryKey(familyId), (lists) => withoutMealItems(lists, meal)),
  errorToast: { title: foMeals.errorTitle, description: foMeals.deleteError },
  successToast: { title: foMeals.deleteSuccess },
});
