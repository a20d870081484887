import type { RawDraft } from "../draft";
import { sectionName, stepsOfParts } from "../schema-steps";
import { isNode, listOf, type SchemaNode, tagsOf, textOf } from "../schema-values";
import { servingsOf } from "../yields";
import { ingredientLine, markdownSteps, numberOf, stringOf } from "./export-text";
import type { ExportFormat } from "./formats";
import { ExportRefused, jsonOf, type UnpackBudget } from "./unpack";
import { isZip, ZipArchive } from "./zip";

/**
 * Tandoor's default export (docs/features/recipe-import.md "Tandoor"; its
 * cookbook/integration/default.py and RecipeExportSerializer): a zip holding one zip per recipe
 * (`<id>.zip`), each with `recipe.json` and `image.<ext>`. A recipe has `name`, `servings`,
 * `working_time` and `waiting_time` (minutes), `source_url`, `keywords` (`{name}`), and `steps`,
 * each with its `instruction` (Markdown), its `name` and its own `ingredients`
 * (`{amount, unit: {name}, food: {name}, note, is_header, no_amount, order}`). One recipe's own zip is read too.
 */

const byOrder = (a: SchemaNode, b: SchemaNode) => (numberOf(a.order) ?? 0) - (numberOf(b.order) ?? 0);
const nodes = (value: unknown) => listOf(value).filter(isNode).sort(byOrder);

/** A unit's or food's name, plural as Tandoor shows it when there is more than one. */
function nameOf(value: unknown, amount: number | null, alwaysPlural: unknown): string {
  if (!isNode(value)) return "";
  const plural = textOf(value.plural_name);
  return plural && (alwaysPlural === true || (amount !== null && amount > 1)) ? plural : textOf(value.name);
}

/** An ingredient written back as one line ("2 dl rjómi, þeyttur"), for the Faroese parser to read when the recipe is saved; a header as its text. */
function ingredientOf(ingredient: SchemaNode): string {
  if (ingredient.is_header === true) return textOf(ingredient.note) || nameOf(ingredient.food, null, false);
  const amount = ingredient.no_amount === true ? null : numberOf(ingredient.amount);
  return ingredientLine({
    amount,
    unit: nameOf(ingredient.unit, amount, ingredient.always_use_plural_unit),
    food: nameOf(ingredient.food, amount, ingredient.always_use_plural_food),
    note: stringOf(ingredient.note),
  });
}

const minutes = (value: unknown) => {
  const number = numberOf(value);
  return number !== null && number > 0 ? Math.round(number) : null;
};

export function tandoorDraft(recipe: unknown): RawDraft | null {
  if (!isNode(recipe)) return null;
  const steps = nodes(recipe.steps);
  const working = minutes(recipe.working_time);
  const waiting = minutes(recipe.waiting_time);
  return {
    title: textOf(recipe.name),
    servings: servingsOf(numberOf(recipe.servings)),
    ingredients: steps.flatMap((step) => nodes(step.ingredients).map(ingredientOf)),
    steps: stepsOfParts(steps.map((step) => ({ section: sectionName(textOf(step.name)) || null, steps: markdownSteps(stringOf(step.instruction)) }))),
    prepMinutes: working,
    cookMinutes: waiting,
    totalMinutes: working || waiting ? (working ?? 0) + (waiting ?? 0) : null,
    sourceUrl: stringOf(recipe.source_url) || null,
    tags: tagsOf(listOf(recipe.keywords).map((keyword) => (isNode(keyword) ? keyword.name : keyword))),
    imageUrl: null,
  };
}

function recipeJson(archive: ZipArchive): RawDraft | null {
  const [entry] = archive.find((name) => name === "recipe.json");
  const bytes = entry && archive.read(entry);
  return bytes ? tandoorDraft(jsonOf(bytes)) : null;
}

/** One recipe's zip inside the export; a broken one is skipped, but unpacking too much refuses the whole file. */
function innerRecipe(bytes: Uint8Array | null, budget: UnpackBudget): RawDraft | null {
  if (!bytes || !isZip(bytes)) return null;
  try {
    return recipeJson(new ZipArchive(bytes, budget));
  } catch (error) {
    if (error instanceof ExportRefused && error.reason !== "unpackedTooLarge") return null;
    throw error;
  }
}

export const tandoorExport: ExportFormat = (archive, budget) => {
  if (archive.find((name) => name === "recipe.json").length > 0) return [() => recipeJson(archive)];
  const inner = archive.find((name) => /\.zip$/i.test(name));
  if (inner.length === 0) return null;
  return inner.map((entry) => () => innerRecipe(archive.read(entry), budget));
};
