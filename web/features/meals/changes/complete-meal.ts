import { defineChange } from "@web/lib/changes/define-change";
import { mealUpdateDrawn, mealUpdateRequest } from "../lib/meal-update";

/**
 * Completes or reopens a meal: `{ completed }`; waits offline; a failure is shown on the page, not
 * as a toast (docs/features/meals.md), and the row comes back.
 */
const completeMeal = defineChange({
  offline: true,
  request: mealUpdateRequest,
  optimistic: mealUpdateDrawn,
  errorToast: null,
});
export default completeMeal;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "meals/complete-meal": typeof completeMeal;
  }
}
