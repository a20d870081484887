import { defineChange } from "@web/lib/changes/define-change";
import { foMealsChanges } from "@web/i18n/fo/meals-changes";
import { mealUpdateDrawn, mealUpdateRequest } from "../lib/meal-update";

/** Stops a weekly dinner coming back: `{ weekly: false }`; waits offline (sent twice, it says the same); the mark goes at once. */
const stopWeekly = defineChange({
  offline: true,
  request: mealUpdateRequest,
  optimistic: mealUpdateDrawn,
  errorToast: { title: foMealsChanges.errorTitle, description: foMealsChanges.stopWeeklyError },
  successToast: { title: foMealsChanges.stopWeeklySuccess },
});
export default stopWeekly;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "meals/stop-weekly": typeof stopWeekly;
  }
}
