import type { Recipe, RecipeBody } from "@contract/schemas/recipes";
import { editCached } from "@web/lib/changes/change-options";
import { defineChange, put, segment } from "@web/lib/changes/define-change";
import { saveToasts } from "../lib/save-toasts";
import { keepRecipe, recipeQueryKey, recipesQueryKey, type RecipeRef } from "../api/recipes";
import { editedRecipe, replaceRecipe } from "../lib/recipes-cache";

/**
 * Replaces a recipe whole; waits offline (a whole replace sent twice stores the same, the last one
 * sent wins), shown at once in the box and the recipe's view. A recipe deleted elsewhere meanwhile
 * is dropped quietly (404); another refusal toasts the server's message and the refetch brings back what it holds.
 */
const updateRecipe = defineChange({
  offline: true,
  request: ({ id, body }: RecipeRef & { body: RecipeBody }) => put<Recipe>(`/api/recipes/${segment(id)}`, body),
  optimistic: {
    queryKey: ({ familyId }) => recipesQueryKey(familyId),
    apply: (box: Recipe[], { id, body }) => replaceRecipe(box, id, body, new Date().toISOString()),
  },
  alsoEdits: (queryClient, { familyId, id, body }) =>
    editCached<Recipe>(queryClient, recipeQueryKey({ familyId, id }), (recipe) => editedRecipe(recipe, body, new Date().toISOString())),
  onSuccess: (recipe, { familyId }, queryClient) => keepRecipe(queryClient, familyId, recipe),
  ...saveToasts,
});
export default updateRecipe;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "recipes/update-recipe": typeof updateRecipe;
  }
}
