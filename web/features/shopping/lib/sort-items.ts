import { MEAL_ITEM_MARKERS } from "../../../../contract/limits";
import type { ShoppingItem } from "../../../../contract/schemas/shopping";

// Chromium ships without Faroese collation data and would fall back to English (Æ as "AE").
// Danish orders the shared letters the same way (…, Z, Æ, Ø), so it stands in where "fo" is missing.
// Made on first use: building a collator costs tens of milliseconds on a phone, which would
// otherwise be spent while the dashboard is first drawn (Lighthouse, `npm run bench`).
let collator: Intl.Collator | undefined;
const names = () => (collator ??= new Intl.Collator(["fo", "da"], { numeric: true, sensitivity: "base" }));

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
  return names().compare(a.name, b.name) || a.id.localeCompare(b.id);
}

export function sortShoppingItems(items: readonly ShoppingItem[]): ShoppingItem[] {
  return [...items].sort(compareShoppingItems);
}

export function openItems(items: readonly ShoppingItem[]): ShoppingItem[] {
  return items.filter((item) => !item.completed);
}
