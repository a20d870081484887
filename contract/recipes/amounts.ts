import type { RecipeIngredient } from "../schemas/recipes";

/**
 * A recipe's amounts as the cook reads them, scaled to the servings cooked (docs/features/recipes.md
 * "Ingredients"): apart from the line parser (ingredient-line.ts), so cook mode, which only shows
 * stored ingredients, does not load the shopping list's parser.
 */

const NICE: readonly [number, string][] = [
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [1 / 2, "½"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
];

/** An amount as a Faroese cook reads it: 3, 1½, ¾, 1,3 (a comma, one decimal), 13 (whole from 10 up). */
export function formatAmount(amount: number): string {
  const whole = Math.floor(amount);
  const part = amount - whole;
  if (part < 0.02) return String(whole);
  if (part > 0.98) return String(whole + 1);
  const nice = NICE.find(([value]) => Math.abs(part - value) < 0.02);
  if (nice && whole < 10) return `${whole === 0 ? "" : whole}${nice[1]}`;
  if (amount >= 10) return String(Math.round(amount));
  return (Math.round(amount * 10) / 10).toString().replace(".", ",");
}

/** The ingredient for `servings` when the recipe is written for `recipeServings` (no servings written: as written). */
export function scaleIngredient(ingredient: RecipeIngredient, servings: number, recipeServings: number | null): RecipeIngredient {
  if (ingredient.amount === null || recipeServings === null || recipeServings === servings) return ingredient;
  return { ...ingredient, amount: (ingredient.amount * servings) / recipeServings };
}
