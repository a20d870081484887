import type { Recipe, RecipeBody } from "@contract/schemas/recipes";
import { ApiError } from "@web/lib/api-client";
import { defineChange, post } from "@web/lib/changes/define-change";
import { foRecipesChanges as t } from "@web/i18n/fo/recipes-changes";
import { keepRecipe } from "../api/recipes";

/** A draft the server refused, with its words. */
export interface RefusedDraft {
  title: string;
  message: string;
}

/**
 * Saves the drafts chosen from an export file, one `POST /api/recipes` each, in order; a refused
 * one (the box full, a picture that would not come) is named and the rest still go. Needs the
 * connection, as a single save does (create-recipe.ts); a lost connection stops it.
 */
const saveDrafts = defineChange({
  send: async ({ familyId, bodies }: { familyId: string; bodies: RecipeBody[] }, { client, call }) => {
    const saved: Recipe[] = [];
    const refused: RefusedDraft[] = [];
    for (const body of bodies) {
      try {
        const recipe = await call(post<Recipe>("/api/recipes", body));
        keepRecipe(client, familyId, recipe);
        saved.push(recipe);
      } catch (error) {
        if (!(error instanceof ApiError) || error.code === "network") throw error;
        refused.push({ title: body.title, message: error.message });
      }
    }
    return { saved, refused };
  },
  errorToast: { title: t.errorTitle, description: t.saveError },
  successToast: ({ saved }) => ({ title: t.savedMany(saved.length) }),
});
export default saveDrafts;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "recipes/save-drafts": typeof saveDrafts;
  }
}
