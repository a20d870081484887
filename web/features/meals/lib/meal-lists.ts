import { COMPLETED_MEALS_SHOWN, MEAL_ITEM_MARKERS } from "@contract/limits";
import type { DinnerMeal } from "@contract/schemas/meals";

const bySchedule = (a: DinnerMeal, b: DinnerMeal) => a.scheduledDate.localeCompare(b.scheduledDate) || a.id.localeCompare(b.id);
const byCompletion = (a: DinnerMeal, b: DinnerMeal) => (b.completedAt ?? "").localeCompare(a.completedAt ?? "") || b.id.localeCompare(a.id);

/** Upcoming meals: not completed, soonest first. */
export function upcomingMeals(meals: readonly DinnerMeal[]): DinnerMeal[] {
  return meals.filter((meal) => !meal.completed).sort(bySchedule);
}

/** The completed list: the first 10, newest completion first. */
export function completedMeals(meals: readonly DinnerMeal[]): DinnerMeal[] {
  return meals
    .filter((meal) => meal.completed)
    .sort(byCompletion)
    .slice(0, COMPLETED_MEALS_SHOWN);
}

const collator = new Intl.Collator(["fo", "da"], { numeric: true, sensitivity: "base" });

/** A shopping item's name without the meal plan's marker: the ingredient it stands for. */
function ingredientOfItem(name: string): string {
  const trimmed = name.trim();
  const marker = MEAL_ITEM_MARKERS.find((suffix) => trimmed.endsWith(suffix));
  return marker ? trimmed.slice(0, -marker.length).trim() : trimmed;
}

/** The names to choose from: each once (ignoring case), the first spelling kept, in Faroese order. */
export function ingredientChoices(names: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const name of names) {
    const trimmed = ingredientOfItem(name);
    const key = trimmed.toLocaleLowerCase("fo");
    if (trimmed && !seen.has(key)) seen.set(key, trimmed);
  }
  return [...seen.values()].sort(collator.compare);
}
