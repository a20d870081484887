import { MEAL_ITEM_MARKERS } from "@contract/limits";
import type { DinnerMeal, DinnerMealsList } from "@contract/schemas/meals";
import { familyDate } from "@contract/time/zone";
import { compareFaroese } from "@web/lib/reads/shopping/faroese-order";

/** Where the family's days are read: the clock's time and the family's zone. */
export interface FamilyClock {
  now: number;
  timeZone: string;
}

/**
 * Open meals whose day has ended on the family's clock: the server completes one at that midnight,
 * within its five-minute cron run; the phone shows it completed from the midnight on. Today is read
 * once per list, not once per meal.
 */
function dayEndedTest({ now, timeZone }: FamilyClock): (meal: DinnerMeal) => boolean {
  const today = familyDate(now, timeZone);
  return (meal) => !meal.completed && familyDate(meal.scheduledDate, timeZone) < today;
}

/**
 * Those passed meals (no completion time yet) come first, latest day first: the last midnight is
 * later than any completion by hand but this morning's. Compared by code unit, as ISO times sort.
 */
const completionKey = (meal: DinnerMeal) => (meal.completedAt === null ? `~${meal.scheduledDate}` : meal.completedAt);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const bySchedule = (a: DinnerMeal, b: DinnerMeal) => byText(a.scheduledDate, b.scheduledDate) || byText(a.id, b.id);
const byCompletion = (a: DinnerMeal, b: DinnerMeal) => byText(completionKey(b), completionKey(a)) || byText(b.id, a.id);

/** Upcoming meals: not completed and their day not ended, soonest first. */
export function upcomingMeals(meals: readonly DinnerMeal[], clock: FamilyClock): DinnerMeal[] {
  const dayEnded = dayEndedTest(clock);
  return meals.filter((meal) => !meal.completed && !dayEnded(meal)).sort(bySchedule);
}

/** The completed meals the list read answered (its first page), with the meals whose day has ended, newest completion first. */
export function completedMeals(meals: readonly DinnerMeal[], clock: FamilyClock): DinnerMeal[] {
  const dayEnded = dayEndedTest(clock);
  return meals.filter((meal) => meal.completed || dayEnded(meal)).sort(byCompletion);
}

/** 'Liðugt (N)': every completed meal the server counted, and the open ones whose day has ended here since. */
export const completedMealCount = (list: DinnerMealsList, clock: FamilyClock): number => list.completedCount + list.meals.filter(dayEndedTest(clock)).length;

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
  return [...seen.values()].sort(compareFaroese);
}
