import { MEAL_ITEM_MARKERS } from "@contract/limits";
import type { ShoppingItem } from "@contract/schemas/shopping";
import { faroeseKey } from "./faroese-order";

/** Items the meal plan added end with one of the markers. */
export function isMealItem(name: string): boolean {
  const trimmed = name.trimEnd();
  return MEAL_ITEM_MARKERS.some((marker) => trimmed.endsWith(marker));
}

function mealTime(item: ShoppingItem): number {
  const time = item.mealScheduledDate ? Date.parse(item.mealScheduledDate) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/** What an item sorts by, worked out once per item rather than in each of a sort's n·log n comparisons. */
interface SortKey {
  item: ShoppingItem;
  /** 0 open, 1 open from the meal plan, 2 completed, 3 completed from the meal plan. */
  group: number;
  /** The meal's time for meal-plan items (no date: after those with one), else 0. */
  mealTime: number;
  name: string;
}

function sortKey(item: ShoppingItem): SortKey {
  const meal = isMealItem(item.name);
  return { item, group: (item.completed ? 2 : 0) + (meal ? 1 : 0), mealTime: meal ? mealTime(item) : 0, name: faroeseKey(item.name) };
}

const order = <T extends number | string>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * docs/decisions.md#shopping: open items before completed ones; within each, meal-plan items last (soonest
 * meal first); everything else alphabetical the Faroese way with numbers in numeric order.
 */
export function sortShoppingItems(items: readonly ShoppingItem[]): ShoppingItem[] {
  return items
    .map(sortKey)
    .sort((a, b) => a.group - b.group || order(a.mealTime, b.mealTime) || order(a.name, b.name) || order(a.item.id, b.item.id))
    .map((key) => key.item);
}

export function openItems(items: readonly ShoppingItem[]): ShoppingItem[] {
  return items.filter((item) => !item.completed);
}
