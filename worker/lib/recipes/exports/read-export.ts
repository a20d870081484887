import { RECIPE_FILE_RECIPES_MAX, RECIPE_FILE_UNPACKED_MAX_BYTES } from "@contract/recipe-limits";
import type { RecipeDraft } from "@contract/schemas/recipes";
import { finishDraft } from "../draft";
import type { ExportFormat, RecipeSource } from "./formats";
import { mealieExport } from "./mealie";
import { mealieBackup } from "./mealie-backup";
import { paprikaExport, paprikaRecipe } from "./paprika";
import { tandoorExport } from "./tandoor";
import { ExportRefused, isGzip, UnpackBudget } from "./unpack";
import { isZip, ZipArchive } from "./zip";

export { ExportRefused } from "./unpack";

/** Tried in order; Tandoor's export (a zip of zips) last, as the least particular. */
const FORMATS: readonly ExportFormat[] = [paprikaExport, mealieExport, mealieBackup, tandoorExport];

function sourcesOf(bytes: Uint8Array, budget: UnpackBudget): RecipeSource[] {
  // One Paprika recipe on its own (`.paprikarecipe`) is a gzip file, not a zip.
  if (isGzip(bytes)) return [() => paprikaRecipe(bytes, budget)];
  if (!isZip(bytes)) throw new ExportRefused("unreadable");
  const archive = new ZipArchive(bytes, budget);
  for (const format of FORMATS) {
    const sources = format(archive, budget);
    if (sources) return sources;
  }
  // An empty zip is an export of nothing (Tandoor's, of no recipe); a zip of something else is not an export.
  if (archive.entries.length === 0) return [];
  throw new ExportRefused("unreadable");
}

/** A recipe whose data has an unexpected shape is left out like one that cannot be unpacked; a refusal of the file is not. */
function readSource(source: RecipeSource) {
  try {
    return source();
  } catch (error) {
    if (error instanceof ExportRefused) throw error;
    return null;
  }
}

/**
 * The recipes of a recipe app's export file, told by its contents, not its name
 * (docs/features/recipe-import.md "Export files"): Paprika (`.paprikarecipes`, or one
 * `.paprikarecipe`), Mealie (its recipe export or its backup) or Tandoor (its default export), as
 * drafts within the recipe box's limits, the file's first RECIPE_FILE_RECIPES_MAX that can be read.
 * Everything it unpacks counts against RECIPE_FILE_UNPACKED_MAX_BYTES. Throws ExportRefused when the
 * file is no export it reads or would unpack too much; an export without recipes is an empty list.
 */
export function readRecipeExport(bytes: Uint8Array): RecipeDraft[] {
  const budget = new UnpackBudget(RECIPE_FILE_UNPACKED_MAX_BYTES);
  const drafts: RecipeDraft[] = [];
  for (const source of sourcesOf(bytes, budget)) {
    const raw = readSource(source);
    const draft = raw && finishDraft(raw);
    if (draft) drafts.push(draft);
    if (drafts.length === RECIPE_FILE_RECIPES_MAX) break;
  }
  return drafts;
}
