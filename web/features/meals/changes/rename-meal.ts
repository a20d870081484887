import { defineChange } from "@web/lib/changes/define-change";
import { foMeals } from "@web/i18n/fo/meals";
import { mealUpdateDrawn, mealUpdateRequest } from "../lib/meal-update";

/** Renames a meal: `{ title }`; waits offline; the new title shows at once, with its toasts. */
const renameMeal = defineChange({
  offline: true,
  request: mealUpdateRequest,
  optimistic: mealUpdateDrawn,
  errorToast: { title: foMeals.errorTitle, description: foMeals.renameError },
  successToast: { title: foMeals.renameSuccess },
});
export default renameMeal;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "meals/rename-meal": typeof renameMeal;
  }
}
