import { nameKey } from "@contract/names";
import { formatAmount, scaleIngredient } from "@contract/recipes/amounts";
import type { Recipe, RecipeIngredient } from "@contract/schemas/recipes";

/** How the box shows and finds recipes (docs/features/recipes-pages.md). */

const collator = new Intl.Collator("fo");

/**
 * The recipes whose title or tags hold every word of the search, folded as names are (case, white
 * space: contract/names.ts), in Faroese order of their titles. Read over the box's list, which the
 * phone holds whole, so the search answers as it is typed and offline too; the server's `?q=` reads the same way.
 */
export function matchingRecipes(recipes: readonly Recipe[], search: string): Recipe[] {
  const words = nameKey(search).split(" ").filter(Boolean);
  return recipes
    .filter((recipe) => {
      const text = nameKey([recipe.title, ...recipe.tags].join(" "));
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => collator.compare(a.title, b.title));
}

/** 45 → "45 min", 90 → "1 t 30 min", 120 → "2 t". */
export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} t` : `${hours} t ${rest} min`;
}

/** The time a list row shows: the total, else prep and cook added up, else none. */
export function recipeTime(recipe: Pick<Recipe, "prepMinutes" | "cookMinutes" | "totalMinutes">): number | null {
  if (recipe.totalMinutes !== null) return recipe.totalMinutes;
  if (recipe.prepMinutes === null && recipe.cookMinutes === null) return null;
  return (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0);
}

/** An amount with its unit, the Faroese way: "1½ dl", "3". */
export const amountText = (amount: number, unit: string | null): string => (unit ? `${formatAmount(amount)} ${unit}` : formatAmount(amount));

/** The parser's name ("Rjómi") in the case the line wrote it ("2 dl rjómi"). */
function nameAsWritten({ line, name }: RecipeIngredient): string {
  const lower = `${name.charAt(0).toLocaleLowerCase("fo")}${name.slice(1)}`;
  return !line.includes(name) && line.includes(lower) ? lower : name;
}

/**
 * An ingredient as the recipe view shows it for `servings`: its amount scaled and written the
 * Faroese way with the unit ("1½ dl"), and the name as the line wrote it; a line with no amount as written.
 */
export function ingredientParts(ingredient: RecipeIngredient, servings: number, recipeServings: number | null): { amount: string | null; name: string } {
  const scaled = scaleIngredient(ingredient, servings, recipeServings);
  if (scaled.amount === null) return { amount: null, name: ingredient.line };
  return { amount: amountText(scaled.amount, scaled.unit), name: nameAsWritten(ingredient) };
}
