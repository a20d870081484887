import type { RawDraft } from "../draft";
import { minutesOf } from "../iso-duration";
import { isNode, linesOf, tagsOf, textOf } from "../schema-values";
import { servingsOf } from "../yields";
import { stringOf } from "./export-text";
import type { ExportFormat } from "./formats";
import { gunzipCapped, isGzip, jsonOf, type UnpackBudget } from "./unpack";

/**
 * Paprika (docs/features/recipe-import.md "Paprika"): a `.paprikarecipes` file is a zip of
 * `.paprikarecipe` entries, each one recipe as gzip-compressed JSON: `name`, `ingredients` and
 * `directions` as text with a line per ingredient or step, `servings` ("4", "4 servings"),
 * `prep_time`/`cook_time`/`total_time` ("15 min", "1 hr 20 mins"), `source_url`, `categories`, and
 * the picture as `photo_data` (base64), which a draft does not carry.
 */
export function paprikaDraft(json: unknown): RawDraft | null {
  if (!isNode(json)) return null;
  return {
    title: textOf(json.name),
    servings: servingsOf(json.servings),
    ingredients: linesOf(json.ingredients),
    steps: linesOf(json.directions),
    prepMinutes: minutesOf(json.prep_time),
    cookMinutes: minutesOf(json.cook_time),
    totalMinutes: minutesOf(json.total_time),
    sourceUrl: stringOf(json.source_url) || null,
    tags: tagsOf(json.categories),
    imageUrl: null,
  };
}

/** One `.paprikarecipe`: gzip-compressed JSON (a plain JSON one is read too). */
export function paprikaRecipe(bytes: Uint8Array, budget: UnpackBudget): RawDraft | null {
  const json = isGzip(bytes) ? gunzipCapped(bytes, budget) : bytes;
  return json ? paprikaDraft(jsonOf(json)) : null;
}

export const paprikaExport: ExportFormat = (archive, budget) => {
  const entries = archive.find((name) => /\.paprikarecipe$/i.test(name));
  if (entries.length === 0) return null;
  return entries.map((entry) => () => {
    const bytes = archive.read(entry);
    return bytes ? paprikaRecipe(bytes, budget) : null;
  });
};
