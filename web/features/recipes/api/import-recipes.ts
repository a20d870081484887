import type { RecipeDraft } from "@contract/schemas/recipes";
import { api } from "@web/lib/api-client";
import { postBytes } from "@web/lib/on-use/post-bytes";

/**
 * The import's two reads (docs/features/recipes-pages.md "Import"): each answers drafts to show and
 * confirm, and stores nothing, so neither is a change nor waits offline. A refusal (400, 413, 503)
 * throws the server's own Faroese message.
 */

/** `POST /api/recipes/import/link`: the recipe on a page. */
export const importLink = (url: string): Promise<RecipeDraft> => api<RecipeDraft>("/api/recipes/import/link", { method: "POST", body: { url } });

/** `POST /api/recipes/import/file` with the export file's bytes (Paprika's `.paprikarecipes`, Mealie's or Tandoor's `.zip`). */
export const importFile = (file: Blob): Promise<RecipeDraft[]> => postBytes<RecipeDraft[]>("/api/recipes/import/file", file);
