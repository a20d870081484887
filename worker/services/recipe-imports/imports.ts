import { RECIPE_LINK_IMPORTS_PER_HOUR } from "@contract/recipe-limits";
import { recipeMessages as m } from "@contract/recipe-messages";
import type { RecipeDraft } from "@contract/schemas/recipes";
import type { Db } from "@worker/env";
import { HttpError, RateLimitedError } from "@worker/lib/http-error";
import type { UrlPolicy } from "@worker/lib/outbound/url-policy";
import { ExportRefused, readRecipeExport } from "@worker/lib/recipes/exports/read-export";
import { fetchRecipeDraft } from "@worker/lib/recipes/page-fetch";
import { checkRecipeUrl } from "@worker/lib/recipes/recipe-url";
import { takeThrottle } from "@worker/services/throttle";

/**
 * Importing a recipe (docs/features/recipe-import.md): a draft read from a page or from an export
 * file, answered for the phone to show and the family to save. Nothing is stored here.
 */

/** Counts one link import against the family's hour, or refuses it: 429 with Retry-After and the Faroese text. */
async function takeLinkImport(db: Db, secret: string, familyId: string): Promise<void> {
  try {
    await takeThrottle(db, secret, [{ action: "recipe-link-import", by: familyId, limit: RECIPE_LINK_IMPORTS_PER_HOUR }]);
  } catch (error) {
    if (error instanceof RateLimitedError) throw new HttpError("rate_limited", m.importThrottled, undefined, error.headers);
    throw error;
  }
}

/**
 * The recipe on the page at `url`. The link is checked first (400, nothing fetched), then counted
 * against the family's RECIPE_LINK_IMPORTS_PER_HOUR (429), then fetched through the safe outbound
 * path and read (502 when the page cannot be had, 422 when it has no recipe).
 */
export async function importRecipeLink(db: Db, secret: string, familyId: string, url: string, policy: UrlPolicy): Promise<RecipeDraft> {
  const checked = checkRecipeUrl(url, policy);
  if (!checked.ok) throw new HttpError("invalid_body", checked.message);
  await takeLinkImport(db, secret, familyId);
  return fetchRecipeDraft(checked.url, policy);
}

const REFUSED: Record<ExportRefused["reason"], () => HttpError> = {
  unreadable: () => new HttpError("invalid_body", m.fileUnreadable),
  tooManyEntries: () => new HttpError("too_large", m.fileUnpackedTooLarge),
  unpackedTooLarge: () => new HttpError("too_large", m.fileUnpackedTooLarge),
};

/** The recipes of an export file: 400 when it is none we read, 413 when unpacking it would take too much, 422 when it holds none. */
export function importRecipeFile(bytes: Uint8Array): RecipeDraft[] {
  let drafts: RecipeDraft[];
  try {
    drafts = readRecipeExport(bytes);
  } catch (error) {
    if (error instanceof ExportRefused) throw REFUSED[error.reason]();
    throw error;
  }
  if (drafts.length === 0) throw new HttpError("invalid_body", m.fileEmpty);
  return drafts;
}
