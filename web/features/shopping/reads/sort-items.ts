import { MEAL_ITEM_MARKERS } from "@contract/limits";
import { nameKey } from "@contract/names";
import type { ShoppingItem } from "@contract/schemas/shopping";
import type { ShopOrderEntry } from "@contract/schemas/shopping-insights";
import { faroeseKey } from "@web/lib/reads/shopping/faroese-order";

/** Items the meal plan added end with one of the markers. */
export function isMealItem(name: string): boolean {
  const trimmed = name.trimEnd();
  return MEAL_ITEM_MARKERS.some((marker) => trimmed.endsWith(marker));
}

/** The name without the meal plan's marker: "Mjólk (Matarætlan)" is bought where "Mjólk" is. */
function plainName(name: string): string {
  const trimmed = name.trimEnd();
  const marker = MEAL_ITEM_MARKERS.find((candidate) => trimmed.endsWith(candidate));
  return marker ? trimmed.slice(0, -marker.length) : trimmed;
}

/** Each learned name's place in the shop (0 first, 1 last); a name learned with and without the marker keeps its better-known place. */
function shopPositions(order: readonly ShopOrderEntry[]): Map<string, ShopOrderEntry> {
  const positions = new Map<string, ShopOrderEntry>();
  for (const entry of order) {
    const key = nameKey(plainName(entry.nameKey));
    const known = positions.get(key);
    if (!known || entry.trips > known.trips) positions.set(key, entry);
  }
  return positions;
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
 * With the learned `shopOrder` (the 'Búðarraðfylgja' toggle, docs/features/shopping-insights.md), the
 * open items, the meal plan's among them, follow the family's walk through the shop instead, and the
 * names never learned come after them in the default order; completed items keep the default order.
 */
export function sortShoppingItems(items: readonly ShoppingItem[], shopOrder?: readonly ShopOrderEntry[]): ShoppingItem[] {
  const positions = shopOrder ? shopPositions(shopOrder) : undefined;
  const keys = items.map(sortKey);
  const byDefault = (a: SortKey, b: SortKey) => a.group - b.group || order(a.mealTime, b.mealTime) || order(a.name, b.name) || order(a.item.id, b.item.id);
  if (!positions) return keys.sort(byDefault).map((key) => key.item);
  // Open items by their place in the shop (an unlearned name after every learned one), then completed ones.
  const place = (key: SortKey) => (key.item.completed ? 3 : (positions.get(nameKey(plainName(key.item.name)))?.position ?? 2));
  return keys
    .map((key) => ({ key, place: place(key) }))
    .sort((a, b) => order(a.place, b.place) || byDefault(a.key, b.key))
    .map(({ key }) => key.item);
}

export function openItems(items: readonly ShoppingItem[]): ShoppingItem[] {
  return items.filter((item) => !item.completed);
}
