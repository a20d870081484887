import { isNode, type SchemaNode } from "../schema-values";
import { numberOf } from "./export-text";
import type { ExportFormat } from "./formats";
import { mealieDraft } from "./mealie";
import { ExportRefused, jsonOf } from "./unpack";

/**
 * Mealie's backup (docs/features/recipe-import.md "Mealie"): a zip with `database.json` (every table
 * as a list of rows: `recipes`, `recipes_ingredients`, `recipe_instructions`, `ingredient_units`,
 * `ingredient_foods`, `tags`, `categories` and their link tables) beside `data/`. Each recipe's rows
 * are put together into the shape of Mealie's recipe export and read as one. Only the recipe tables
 * are read; the rest of the backup (users, their password hashes, tokens) is not looked at.
 */

type Rows = SchemaNode[];

const rowsOf = (tables: SchemaNode, name: string): Rows => (Array.isArray(tables[name]) ? (tables[name] as unknown[]).filter(isNode) : []);

function byKey(rows: Rows, key: string): Map<unknown, Rows> {
  const grouped = new Map<unknown, Rows>();
  for (const row of rows) {
    const list = grouped.get(row[key]);
    if (list) list.push(row);
    else grouped.set(row[key], [row]);
  }
  return grouped;
}

const byId = (rows: Rows) => new Map(rows.map((row) => [row.id, row]));
const byPosition = (rows: Rows) => [...rows].sort((a, b) => (numberOf(a.position) ?? 0) - (numberOf(b.position) ?? 0));

/** A recipe's links (`recipes_to_tags`) as the named rows they point at. */
function linked(links: Map<unknown, Rows>, recipeId: unknown, column: string, named: Map<unknown, SchemaNode>): SchemaNode[] {
  return (links.get(recipeId) ?? []).flatMap((link): SchemaNode[] => {
    const row = named.get(link[column]);
    return row ? [row] : [];
  });
}

/** The backup's tables as readers of one recipe's rows at a time. */
function recipeAssembler(tables: SchemaNode) {
  const ingredients = byKey(rowsOf(tables, "recipes_ingredients"), "recipe_id");
  const instructions = byKey(rowsOf(tables, "recipe_instructions"), "recipe_id");
  const settings = byId(rowsOf(tables, "recipe_settings").map((row) => ({ ...row, id: row.recipe_id })));
  const units = byId(rowsOf(tables, "ingredient_units"));
  const foods = byId(rowsOf(tables, "ingredient_foods"));
  const tags = byId(rowsOf(tables, "tags"));
  const categories = byId(rowsOf(tables, "categories"));
  const recipeTags = byKey(rowsOf(tables, "recipes_to_tags"), "recipe_id");
  const recipeCategories = byKey(rowsOf(tables, "recipes_to_categories"), "recipe_id");
  return (recipe: SchemaNode): SchemaNode => ({
    ...recipe,
    recipe_ingredient: byPosition(ingredients.get(recipe.id) ?? []).map((row) => ({
      ...row,
      unit: units.get(row.unit_id) ?? null,
      food: foods.get(row.food_id) ?? null,
      disable_amount: settings.get(recipe.id)?.disable_amount,
    })),
    recipe_instructions: byPosition(instructions.get(recipe.id) ?? []),
    tags: linked(recipeTags, recipe.id, "tag_id", tags),
    recipe_category: linked(recipeCategories, recipe.id, "category_id", categories),
  });
}

/** The backup's `database.json`, at the zip's top or in the one folder a re-zipped copy puts it in. */
const DATABASE = /^(?:[^/]+\/)?database\.json$/;

export const mealieBackup: ExportFormat = (archive) => {
  const [entry] = archive.find((name) => DATABASE.test(name));
  if (!entry) return null;
  const bytes = archive.read(entry);
  const tables = bytes ? jsonOf(bytes) : undefined;
  if (!isNode(tables) || !Array.isArray(tables.recipes)) throw new ExportRefused("unreadable");
  const assemble = recipeAssembler(tables);
  return rowsOf(tables, "recipes").map((recipe) => () => mealieDraft(assemble(recipe)));
};
