import { RECIPE_FILE_MAX_BYTES } from "@contract/recipe-limits";
import { recipeMessages as m } from "@contract/recipe-messages";
import { recipeDraftAnswer, recipeDraftsAnswer, recipeLinkBody } from "@contract/schemas/recipes";
import { defineRoute } from "../http/route";
import { importRecipeFile, importRecipeLink } from "../services/recipe-imports/imports";

/**
 * Importing recipes (docs/features/recipe-import.md): a draft from a page's link or from a recipe
 * app's export file, for any member of a family to look over and save (the recipe box's own routes
 * store it). Nothing is stored, and the family is told nothing.
 */

const tag = "recipes";

export const recipeImportRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/recipes/import/link",
    summary:
      'Reads the recipe on a web page (schema.org Recipe as JSON-LD, else microdata) as a draft. The link is checked like every address the server fetches (docs/features/recipe-import.md "Safe fetching") and the page fetched through the safe outbound path; nothing is stored.',
    tag,
    access: "family",
    body: recipeLinkBody,
    answer: { status: 200, description: "The recipe as a draft: text only, within the recipe box's limits.", schema: recipeDraftAnswer },
    errors: {
      invalid_body:
        "The link is refused before anything is fetched (not https, credentials, an IP address, a local name, another port), or the page redirected to such an address, or it holds no recipe (no schema.org Recipe in its JSON-LD or microdata) or is no web page; the message says which, in Faroese.",
      rate_limited: "The family imported 60 links in the last hour; Retry-After says when the next may be.",
      unavailable: "The page could not be had: no answer, too slow (10 s), over 2 MiB, too many redirects, or an error status (the message names it).",
    },
    // A local name is refused before any fetch: the matrix's request changes nothing and reaches no one (test/worker/recipe-import-page.test.ts reads real pages).
    example: { body: { url: "https://localhost/uppskrift" }, status: 400, foreign: "own" },
    handler: async (c, { familyId, body }) =>
      c.json(await importRecipeLink(c.get("db"), c.env.JWT_SECRET, familyId, body.url, { allowLoopback: c.env.LOCAL_DEV === "true" })),
  }),
  defineRoute({
    method: "POST",
    path: "/api/recipes/import/file",
    summary:
      "Reads the recipes of a recipe app's export file, sent as the body's raw bytes: Paprika (.paprikarecipes or one .paprikarecipe), Mealie (its recipe export or backup zip) or Tandoor (its default export zip), told by the contents. Answers the first 200 as drafts; nothing is stored.",
    tag,
    access: "family",
    answer: {
      status: 200,
      description: "The file's recipes as drafts, in the file's order (pictures are not carried: `imageUrl` is null).",
      schema: recipeDraftsAnswer,
    },
    errors: {
      invalid_body: "Not an export file of Paprika, Mealie or Tandoor, or one with no recipe in it.",
      too_large: "Over 20 MiB, or unpacking it would take over 50 MiB or 5,000 entries (a zip bomb).",
    },
    options: { bodyLimit: { bytes: RECIPE_FILE_MAX_BYTES, message: m.fileTooLarge } },
    // JSON is no export file: the matrix's request is refused, and changes nothing (test/worker/recipe-import-file.test.ts sends real ones).
    example: { body: { file: "not an export" }, status: 400, foreign: "own" },
    handler: async (c) => c.json(importRecipeFile(new Uint8Array(await c.req.arrayBuffer()))),
  }),
];
