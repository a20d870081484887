import type { Context } from "hono";
import { RECIPES_PER_FAMILY } from "@contract/recipe-limits";
import { recipeAnswer, recipeBody, recipesAnswer } from "@contract/schemas/recipes";
import type { AppEnv } from "../env";
import { defineRoute, familyListRoute } from "../http/route";
import { recipesRead } from "../services/recipes/recipe-list";
import type { PictureDeps } from "../services/recipes/recipe-picture";
import { createRecipe, deleteRecipe, recipeById, replaceRecipe } from "../services/recipes/recipes";

/**
 * The family's recipe box (docs/features/recipes.md): the phones list, search, read, save, replace
 * and delete; the family's paired kitchen screen reads one recipe for cook mode. A helper's link has
 * none of them.
 */

const tag = "recipes";
const notFound = { not_found: "No such recipe in the caller's family." };
const invalid = {
  invalid_body:
    "A blank or too long title, a bad number of servings or minutes, too many or too long ingredient lines, steps or tags, a bad link, or a photoId that is not a photo of the family's album; the message says which, in Faroese.",
};

/** The album the picture of a draft goes into; loopback only in local development (LOCAL_DEV), like outside calendars. */
const pictureDeps = (c: Context<AppEnv>): PictureDeps => ({ bucket: c.env.PHOTOS, policy: { allowLoopback: c.env.LOCAL_DEV === "true" } });

const saveSummary =
  "The ingredient lines are parsed by the Faroese parser (amount, unit, name). `photoId` must be a photo of the family's album; without it, a draft's `imageUrl` is fetched once through the safe outbound path and stored in the album (a JPEG or WebP, its metadata dropped, under the album's quota). A picture that cannot be had leaves the recipe without one; the address is never kept.";

export const recipeRoutes = [
  familyListRoute({
    path: "/api/families/:familyId/recipes",
    summary:
      "The family's recipes in Faroese title order; `q` keeps those whose title and tags hold every word of it (case and letters folded as names are, `%` and `_` taken literally).",
    tag,
    answer: { status: 200, description: "The recipes, whole.", schema: recipesAnswer },
    read: recipesRead,
    example: { query: { q: "fisk" } },
  }),
  defineRoute({
    method: "GET",
    path: "/api/recipes/:id",
    summary: "One recipe of the family.",
    tag,
    access: "family",
    answer: { status: 200, description: "The recipe.", schema: recipeAnswer },
    errors: notFound,
    example: { params: { id: "{recipeId}" }, status: 200, foreign: [404] },
    handler: async (c, { familyId, params }) => c.json(await recipeById(c.get("db"), familyId, params.id)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/recipes",
    summary: `Saves a new recipe in the family's box (any member). ${saveSummary}`,
    tag,
    access: "family",
    tells: ["recipes_updated", "photos_updated"],
    body: recipeBody,
    answer: { status: 201, description: "The recipe as stored, its ingredients parsed.", schema: recipeAnswer },
    errors: { ...invalid, quota_exceeded: `The family's box holds ${RECIPES_PER_FAMILY} recipes.` },
    example: { body: { title: "Ræst kjøt", servings: 4, ingredients: ["1 kg ræst kjøt", "2 dl rjómi"], steps: ["Kók kjøtið."] }, status: 201, foreign: "own" },
    handler: (c, { familyId, caller, body }) => createRecipe(c.get("db"), pictureDeps(c), { familyId, userId: caller.userId }, body),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/recipes/:id",
    summary: `Replaces a recipe whole (any member): what the body leaves out goes back to its default. ${saveSummary}`,
    tag,
    access: "family",
    tells: ["recipes_updated", "photos_updated"],
    body: recipeBody,
    answer: { status: 200, description: "The recipe as it now is.", schema: recipeAnswer },
    errors: { ...invalid, ...notFound },
    example: { params: { id: "{recipeId}" }, body: { title: "Ræst kjøt við rjóma", ingredients: ["2 dl rjómi"] }, status: 200, foreign: [404] },
    handler: (c, { familyId, caller, params, body }) => replaceRecipe(c.get("db"), pictureDeps(c), { familyId, userId: caller.userId }, params.id, body),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/recipes/:id",
    summary: "Deletes a recipe of the family (any member); its picture stays in the album.",
    tag,
    access: "family",
    tells: ["recipes_updated"],
    answer: { status: 204, description: "Deleted." },
    errors: notFound,
    example: { params: { id: "{recipeId}" }, status: 204, foreign: [404] },
    handler: (c, { familyId, params }) => deleteRecipe(c.get("db"), familyId, params.id),
  }),
  defineRoute({
    method: "GET",
    path: "/api/kitchen/screen/recipes/:id",
    summary: "One recipe of the family, for cook mode on its paired kitchen screen.",
    tag: "kitchen screen",
    access: "kitchen",
    answer: { status: 200, description: "The recipe.", schema: recipeAnswer },
    errors: notFound,
    example: { params: { id: "{recipeId}" }, status: 200, foreign: [404] },
    handler: async (c, { screen, params }) => c.json(await recipeById(c.get("db"), screen.familyId, params.id)),
  }),
];
