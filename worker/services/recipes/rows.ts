import * as v from "valibot";
import { parseIngredientLine } from "@contract/recipes/ingredient-line";
import { type Recipe, type RecipeBody, recipeIngredientAnswer } from "@contract/schemas/recipes";
import { recipes } from "@worker/db/schema";
import { nameKey } from "@worker/lib/names";

/**
 * A recipe as a row and as an answer (docs/features/recipes.md "What a recipe holds"): the lists
 * are JSON text, written whole and read whole; the ingredients keep each line as written with what
 * the Faroese parser read from it when it was saved.
 */

export const recipeColumns = {
  id: recipes.id,
  title: recipes.title,
  photoId: recipes.photoId,
  servings: recipes.servings,
  ingredients: recipes.ingredients,
  steps: recipes.steps,
  prepMinutes: recipes.prepMinutes,
  cookMinutes: recipes.cookMinutes,
  totalMinutes: recipes.totalMinutes,
  sourceUrl: recipes.sourceUrl,
  tags: recipes.tags,
  createdAt: recipes.createdAt,
  updatedAt: recipes.updatedAt,
};

/** A row as D1 answers `recipeColumns`: the lists as their JSON text. */
export type RecipeRow = Omit<Recipe, "ingredients" | "steps" | "tags"> & { ingredients: string; steps: string; tags: string };

const storedIngredients = v.array(recipeIngredientAnswer);
const storedTexts = v.array(v.string());

/** A stored list, or an empty one when its text is not what the app writes (a row restored from a file by hand). */
function listOf<T>(text: string, schema: v.GenericSchema<unknown, T[]>): T[] {
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

export const recipeOf = (row: RecipeRow): Recipe => ({
  ...row,
  ingredients: listOf(row.ingredients, storedIngredients),
  steps: listOf(row.steps, storedTexts),
  tags: listOf(row.tags, storedTexts),
});

/** What the search reads (`search_key`): the title and each tag folded as names are (contract/names.ts), one space apart. */
export const searchKeyOf = (title: string, tags: readonly string[]): string => [title, ...tags].map(nameKey).join(" ");

/** The columns a save writes from the phone's body (create and whole replace alike); the picture is the caller's. */
export function savedColumns(body: RecipeBody) {
  return {
    title: body.title,
    searchKey: searchKeyOf(body.title, body.tags),
    servings: body.servings,
    ingredients: JSON.stringify(body.ingredients.map(parseIngredientLine)),
    steps: JSON.stringify(body.steps),
    prepMinutes: body.prepMinutes,
    cookMinutes: body.cookMinutes,
    totalMinutes: body.totalMinutes,
    sourceUrl: body.sourceUrl,
    tags: JSON.stringify(body.tags),
  };
}

/**
 * Faroese alphabetical order, numbers by their value, case and accents aside, as the phones sort
 * names (web/lib/reads/shopping/faroese-order.ts); ties by id. The Workers runtime's ICU has no
 * Faroese collation (it would fall back to English: æ with a, ø with o), so Danish stands in where
 * Faroese is missing: at this strength the two tailor every Faroese letter alike (á, ð, í, ó, ú,
 * ý as their base letters; æ, ø, å after z), which test/unit/recipe-order.test.ts holds.
 */
export const RECIPE_TITLE_LOCALES = ["fo", "da"];
const titleOrder = new Intl.Collator(RECIPE_TITLE_LOCALES, { numeric: true, sensitivity: "base" });
export const inTitleOrder = <T extends { title: string; id: string }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => titleOrder.compare(a.title, b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
