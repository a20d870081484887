import { defineChange } from "@web/lib/changes/define-change";
import { foMealsChanges } from "@web/i18n/fo/meals-changes";
import { mealUpdateDrawn, mealUpdateRequest } from "../lib/meal-update";

/** Renames a meal: `{ title }`; waits offline; the new title shows at once, with its toasts. */
const renameMeal = defineChange({
  offline: true,
  request: mealUpdateRequest,
  optimistic: mealUpdateDrawn,
  errorToast: { title: foMealsChanges.errorTitle, description: foMealsChanges.renameError },
  successToast: { title: foMealsChanges.renameSuccess },
});
export default renameMeal;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "meals/rename-meal": typeof renameMeal;
  }
}
