import { RECIPE_SERVINGS_MAX } from "@contract/recipe-limits";

/**
 * How many a recipe is for (docs/features/recipe-import.md "Servings"): `recipeYield` is 4, "4",
 * "4 portiónir", "4-6 servings" or ["4", "4 servings"]; the first whole number it names, if it is
 * between 1 and RECIPE_SERVINGS_MAX, else null ("½ l", "Makes 120 cookies").
 */
export function servingsOf(value: unknown): number | null {
  if (Array.isArray(value)) {
    for (const entry of value) {
      const servings = servingsOf(entry);
      if (servings !== null) return servings;
    }
    return null;
  }
  let count: number | null = null;
  if (typeof value === "number" && Number.isFinite(value)) count = Math.round(value);
  else if (typeof value === "string") {
    const digits = /\d+/.exec(value);
    count = digits ? Number(digits[0]) : null;
  }
  return count !== null && count >= 1 && count <= RECIPE_SERVINGS_MAX ? count : null;
}
