import type { Recipe } from "@contract/schemas/recipes";
import { defineChange, del, segment } from "@web/lib/changes/define-change";
import { foRecipesChanges as t } from "@web/i18n/fo/recipes-changes";
import { recipesQueryKey, type RecipeRef } from "../api/recipes";
import { removeRecipe } from "../lib/recipes-cache";

/**
 * Deletes a recipe (its picture stays in the album, and dinners planned from it keep their title
 * and ingredients); waits offline, gone from the box at once, back with a toast if the server refuses.
 */
const deleteRecipe = defineChange({
  offline: true,
  request: ({ id }: RecipeRef) => del(`/api/recipes/${segment(id)}`),
  optimistic: {
    queryKey: ({ familyId }) => recipesQueryKey(familyId),
    apply: (box: Recipe[], { id }) => removeRecipe(box, id),
  },
  errorToast: { title: t.errorTitle, description: t.deleteError },
  successToast: { title: t.deleted },
});
export default deleteRecipe;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "recipes/delete-recipe": typeof deleteRecipe;
  }
}
