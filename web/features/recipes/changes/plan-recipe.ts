import type { DinnerMeal } from "@contract/schemas/meals";
import { ApiError } from "@web/lib/api-client";
import { defineChange, post, segment } from "@web/lib/changes/define-change";
import { foRecipesChanges as t } from "@web/i18n/fo/recipes-changes";
import type { RecipeRef } from "../api/recipes";
import type { PlanBody } from "../lib/plan-form";

/**
 * Plans a recipe as a dinner: the meal with the recipe's ingredients scaled to the servings, put on
 * the shopping list by the server in the same write. Needs the connection: the body has no id of the
 * phone's, so a replay could plan the dinner and its shopping twice. The answer's notices
 * (`dinner_meals_updated`, `shopping_list_updated`) refetch the meal plan and the shopping list by the refresh rule.
 */
const planRecipe = defineChange({
  request: ({ id, body }: RecipeRef & { body: PlanBody }) => post<DinnerMeal>(`/api/recipes/${segment(id)}/plan`, body),
  errorToast: (error) => ({ title: t.errorTitle, description: (error instanceof ApiError && error.serverMessage) || t.planError }),
  successToast: { title: t.planned, description: t.plannedText },
});
export default planRecipe;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "recipes/plan-recipe": typeof planRecipe;
  }
}
