import type { Recipe, RecipeBody } from "@contract/schemas/recipes";
import { defineChange, post } from "@web/lib/changes/define-change";
import { saveToasts } from "../lib/save-toasts";
import { keepRecipe } from "../api/recipes";

/**
 * Saves a new recipe (by hand, or an import's draft with its picture's address, which the server
 * fetches into the album). Needs the connection: the body has no id of the phone's, so a replay
 * could store it twice, and a draft's picture is fetched by the server. A refusal toasts the
 * server's own message (e.g. the box is full) and the editor stays.
 */
const createRecipe = defineChange({
  request: ({ body }: { familyId: string; body: RecipeBody }) => post<Recipe>("/api/recipes", body),
  onSuccess: (recipe, { familyId }, queryClient) => keepRecipe(queryClient, familyId, recipe),
  ...saveToasts,
});
export default createRecipe;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "recipes/create-recipe": typeof createRecipe;
  }
}
