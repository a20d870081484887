import type { RawDraft } from "../draft";
import type { UnpackBudget } from "./unpack";
import type { ZipArchive } from "./zip";

/** One recipe of an export, read only when asked for (a file's first RECIPE_FILE_RECIPES_MAX are); null when it cannot be read. */
export type RecipeSource = () => RawDraft | null;

/** An export format: the recipes it finds in a zip, or null when the zip is not of its kind. */
export type ExportFormat = (archive: ZipArchive, budget: UnpackBudget) => RecipeSource[] | null;
