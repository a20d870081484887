import type { DinnerMealsList } from "@contract/schemas/meals";
import type { ShoppingList } from "@contract/schemas/shopping";
import { editCached } from "@web/lib/changes/change-options";
import { defineChange, del, segment } from "@web/lib/changes/define-change";
import { shoppingListsQueryKey } from "@web/lib/reads/shopping/shopping-lists";
import { foMealsChanges } from "@web/i18n/fo/meals-changes";
import { editMeals, removeMeal, withoutMealItems, type MealItems } from "../lib/meals-cache";
import { dinnerMealsQueryKey, type MealRef } from "../reads/get-dinner-meals";

/**
 * Deletes a meal (with it, the meal, what finds its items on the shopping list); waits offline; the
 * meal and its unticked items leave the lists at once. A refusal brings the meal back with a toast,
 * and the refetch after it the items.
 */
const deleteMeal = defineChange({
  offline: true,
  request: ({ id }: MealRef & { meal: MealItems }) => del(`/api/dinner-meals/${segment(id)}`),
  optimistic: {
    queryKey: ({ familyId }) => dinnerMealsQueryKey(familyId),
    apply: (list: DinnerMealsList, { id }) => editMeals(list, (meals) => removeMeal(meals, id)),
  },
  alsoEdits: (queryClient, { familyId, meal }) =>
    editCached<ShoppingList[]>(queryClient, shoppingListsQueryKey(familyId), (lists) => withoutMealItems(lists, meal)),
  errorToast: { title: foMealsChanges.errorTitle, description: foMealsChanges.deleteError },
  successToast: { title: foMealsChanges.deleteSuccess },
});
export default deleteMeal;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "meals/delete-meal": typeof deleteMeal;
  }
}
