import type { RawDraft } from "../draft";
import { minutesOf } from "../iso-duration";
import { plainLines } from "../plain-text";
import { type StepPart, sectionName, stepsOfParts } from "../schema-steps";
import { isNode, listOf, type SchemaNode, tagsOf, textOf } from "../schema-values";
import { servingsOf } from "../yields";
import { amountText, markdownSteps, numberOf, stringOf } from "./export-text";
import type { ExportFormat } from "./formats";
import { jsonOf } from "./unpack";

/**
 * Mealie's recipe export (docs/features/recipe-import.md "Mealie"): a zip with
 * `recipes/<slug>/<slug>.json` per recipe (the Recipe model as Mealie's exporter writes it, field
 * names in snake_case; the API's camelCase is read too) beside its `images/`. Its backup's
 * `database.json` is read into the same shape (mealie-backup.ts).
 */

/** The first of the fields that is there: `recipe_yield` as the exporter writes it, `recipeYield` as the API does. */
const field = (node: SchemaNode, ...names: string[]) => names.map((name) => node[name]).find((value) => value !== undefined && value !== null && value !== "");

const nameOf = (value: unknown) => (isNode(value) ? textOf(value.name) : textOf(value));

function unitOf(unit: unknown): string {
  if (!isNode(unit)) return "";
  const abbreviation = textOf(unit.abbreviation);
  return field(unit, "use_abbreviation", "useAbbreviation") === true && abbreviation ? abbreviation : textOf(unit.name);
}

/**
 * An ingredient as Mealie shows it: its `display` when the export has it, else put together as
 * Mealie's own display is (quantity, unit, food, note; the note alone when the recipe does not use
 * amounts or names no food, where the note holds the whole line), else the line it was parsed from.
 */
function ingredientText(entry: SchemaNode): string {
  const display = textOf(entry.display);
  if (display) return display;
  const quantity = numberOf(entry.quantity);
  const unit = unitOf(entry.unit);
  const food = nameOf(entry.food);
  const note = textOf(entry.note);
  const usesFood = field(entry, "disable_amount", "disableAmount") !== true && field(entry, "is_food", "isFood") !== false && (food !== "" || unit !== "");
  const parts = usesFood
    ? [quantity ? amountText(quantity) : "", quantity ? unit : "", food, note]
    : [quantity && quantity !== 1 ? amountText(quantity) : "", note];
  return parts.filter(Boolean).join(" ") || textOf(field(entry, "original_text", "originalText"));
}

/** An ingredient's lines: a section title (Mealie shows it as a heading) on a line of its own, then the ingredient. */
function ingredientLines(entry: unknown): string[] {
  if (typeof entry === "string") return plainLines(entry);
  if (!isNode(entry)) return [];
  const title = textOf(entry.title);
  const line = ingredientText(entry);
  return [title, line].filter(Boolean);
}

/** The method: a step with a `title` starts a section that goes on until the next titled step. */
function steps(instructions: unknown): string[] {
  const parts: StepPart[] = [];
  let section: string | null = null;
  for (const step of listOf(instructions)) {
    if (typeof step === "string") parts.push({ section, steps: markdownSteps(step) });
    if (!isNode(step)) continue;
    section = sectionName(textOf(step.title)) || section;
    parts.push({ section, steps: markdownSteps(stringOf(step.text)) });
  }
  return stepsOfParts(parts);
}

/** Mealie's servings: `recipe_servings` (a number, newer exports), else the number in `recipe_yield` ("4 serving(s)"). */
const servings = (recipe: SchemaNode) =>
  servingsOf(numberOf(field(recipe, "recipe_servings", "recipeServings"))) ?? servingsOf(field(recipe, "recipe_yield", "recipeYield"));

/** One exported recipe as a draft. Mealie's "Cook Time" is `perform_time`; `cook_time` is read where it is empty. */
export function mealieDraft(recipe: unknown): RawDraft | null {
  if (!isNode(recipe)) return null;
  return {
    title: textOf(recipe.name),
    servings: servings(recipe),
    ingredients: listOf(field(recipe, "recipe_ingredient", "recipeIngredient")).flatMap(ingredientLines),
    steps: steps(field(recipe, "recipe_instructions", "recipeInstructions")),
    prepMinutes: minutesOf(field(recipe, "prep_time", "prepTime")),
    cookMinutes: minutesOf(field(recipe, "perform_time", "performTime", "cook_time", "cookTime")),
    totalMinutes: minutesOf(field(recipe, "total_time", "totalTime")),
    sourceUrl: stringOf(field(recipe, "org_url", "orgURL", "orgUrl")) || null,
    tags: tagsOf(...[field(recipe, "recipe_category", "recipeCategory"), recipe.tags].map((list) => listOf(list).map(nameOf))),
    imageUrl: null,
  };
}

const RECIPE_JSON = /(^|\/)recipes\/([^/]+)\/\2\.json$/;

export const mealieExport: ExportFormat = (archive) => {
  const entries = archive.find((name) => RECIPE_JSON.test(name));
  if (entries.length === 0) return null;
  return entries.map((entry) => () => {
    const bytes = archive.read(entry);
    return bytes ? mealieDraft(jsonOf(bytes)) : null;
  });
};
