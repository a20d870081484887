import { INGREDIENT_NAME_MAX, MAX_ITEM_QUANTITY, MEAL_INGREDIENTS_MAX } from "@contract/limits";
import { nameKey } from "@contract/names";
import { scaleIngredient } from "@contract/recipes/amounts";
import { shoppingAmount } from "@contract/recipes/ingredient-line";
import type { RecipeIngredient } from "@contract/schemas/recipes";
import { uniqueIngredients } from "@contract/schemas/meals";

/** What a planned dinner puts on the shopping list for one ingredient: its plain name (the marker is added on the list) and amount. */
export interface ShoppingLine {
  name: string;
  quantity: number;
  unit: string | null;
}

/** An ingredient's name as a meal keeps it: trimmed, short enough that '<name> (Matarætlan)' fits an item's name. */
const mealNameOf = (name: string) => name.trim().slice(0, INGREDIENT_NAME_MAX).trim();

/** The recipe's ingredient names for the meal: each once (folded), the first MEAL_INGREDIENTS_MAX, none blank. */
export function mealIngredientNames(ingredients: readonly RecipeIngredient[]): string[] {
  const names = ingredients.map((ingredient) => mealNameOf(ingredient.name)).filter((name) => name !== "");
  return uniqueIngredients(names).slice(0, MEAL_INGREDIENTS_MAX);
}

const lineKey = (name: string, unit: string | null) => `${nameKey(name)}\u0000${unit ?? ""}`;

/** Two amounts of one ingredient in one unit; a line without an amount counts as one when the other has one. */
const sumOf = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 1) + (b ?? 1));

/** Lines of the same name (folded) and unit as one, summed by `add`, in the order they first appear. */
function combined<T extends { name: string; unit: string | null }>(lines: readonly T[], add: (seen: T, line: T) => T): T[] {
  const byKey = new Map<string, T>();
  for (const line of lines) {
    const key = lineKey(line.name, line.unit);
    const seen = byKey.get(key);
    byKey.set(key, seen ? add(seen, line) : line);
  }
  return [...byKey.values()];
}

/**
 * The shopping lines of a recipe planned for `servings`: each ingredient scaled from the recipe's
 * own servings, lines of one name and unit summed ("1 dl rjómi" and "2 dl rjómi": 3 dl) before
 * they are written as the list writes amounts (shoppingAmount), and once more after, since two
 * amounts may come out as the same unit text.
 */
export function shoppingLinesOf(ingredients: readonly RecipeIngredient[], servings: number, recipeServings: number | null): ShoppingLine[] {
  const scaled = ingredients
    .map((ingredient) => ({ ...scaleIngredient(ingredient, servings, recipeServings), name: mealNameOf(ingredient.name) }))
    .filter((ingredient) => ingredient.name !== "");
  const summed = combined(scaled, (seen, line) => ({ ...seen, amount: sumOf(seen.amount, line.amount) }));
  const lines = summed.map((ingredient) => ({ name: ingredient.name, ...shoppingAmount(ingredient) }));
  return combined(lines, (seen, line) => ({ ...seen, quantity: Math.min(MAX_ITEM_QUANTITY, seen.quantity + line.quantity) }));
}

/** A dinner planned by hand: one of each ingredient, as its items have always been. */
export const plainShoppingLines = (names: readonly string[]): ShoppingLine[] => names.map((name) => ({ name, quantity: 1, unit: null }));
