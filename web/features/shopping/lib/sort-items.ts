import { MEAL_ITEM_MARKERS } from "../../../../contract/limits";
import type { ShoppingItem } from "../../../../contract/schemas/shopping";
import { compareFaroese } from "./faroese-order";

/** Items the meal plan added end with one of the markers (spec 01 §3). */
export function isMealItem(name: string): boolean {
  const trimmed = name.trimEnd();
  return MEAL_ITEM_MARKERS.some((marker) => trimmed.endsWith(marker));
}

function mealTime(item: ShoppingItem): number {
  const time = item.mealScheduledDate ? Date.parse(item.mealScheduledDate) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/**
 * Spec 01 §4 and §9: open items before completed ones; within each, meal-plan items last (soonest
 * meal first); everything else alphabetical the Faroese way with numbers in numeric order.
 */
export function compareShoppingItems(a: ShoppingItem, b: ShoppingItem): number {
  if (a.completed !== b.completed) return a.completed ? 1 : -1;
  const aMeal = isMealItem(a.name);
  const bMeal = isMealItem(b.name);
  if (aMeal !== bMeal) return aMeal ? 1 : -1;
  if (aMeal) {
    const byMeal = mealTime(a) - mealTime(b);
    if (byMeal !== 0 && !Number.isNaN(byMeal)) return byMeal;
  }
  return compareFaroese(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function sortShoppingItems(items: readonly ShoppingItem[]): ShoppingItem[] {
  return [...items].sort(compareShoppingItems);
}

export function openItems(items: readonly ShoppingItem[]): ShoppingItem[] {
  return items.filter((item) => !item.completed);
}
