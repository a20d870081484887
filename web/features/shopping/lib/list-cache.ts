import { MAX_ITEM_QUANTITY } from "@contract/limits";
import { nameKey } from "@contract/names";
import type { AddedItem, ShoppingItem, ShoppingList } from "@contract/schemas/shopping";

/** Pure edits of the cached lists, for optimistic updates and for adding the server's answer. */

export function patchItem(
  lists: readonly ShoppingList[],
  id: string,
  patch: Partial<Pick<ShoppingItem, "name" | "completed" | "completedAt" | "quantity" | "unit">>,
): ShoppingList[] {
  return lists.map((list) => ({
    ...list,
    items: list.items.map((item) => (item.id === id ? { ...item, ...patch } : item)),
  }));
}

export function removeItem(lists: readonly ShoppingList[], id: string): ShoppingList[] {
  return lists.map((list) => ({ ...list, items: list.items.filter((item) => item.id !== id) }));
}

/** Adds (or replaces) the item in its list; a list the cache did not know yet is added first. */
export function upsertItem(lists: readonly ShoppingList[], list: ShoppingList, item: ShoppingItem): ShoppingList[] {
  const known = lists.some((l) => l.id === list.id) ? lists : [...lists, { ...list, items: [] }];
  return known.map((l) => (l.id === item.listId ? { ...l, items: [...l.items.filter((i) => i.id !== item.id), item] } : l));
}

/**
 * The open item an add will raise on the server: same folded name, not ticked, not the meal plan's
 * (an item with a meal's date), and the same unit when the add has one (without, one without a unit
 * first, else the first). The server decides; this only draws it ahead.
 */
function openItemLike(list: ShoppingList, added: ShoppingItem): ShoppingItem | undefined {
  const key = nameKey(added.name);
  const unit = added.unit || null;
  const candidates = list.items.filter((item) => !item.completed && item.mealScheduledDate === null && nameKey(item.name) === key);
  const sameUnit = candidates.find((item) => (item.unit || null) === unit);
  return unit === null ? (sameUnit ?? candidates[0]) : sameUnit;
}

/** How an add shows before the answer: the open item of the same name and unit raised, else the new row. */
export function drawAdd(lists: readonly ShoppingList[], list: ShoppingList, pending: ShoppingItem): ShoppingList[] {
  const open = openItemLike(list, pending);
  if (!open) return upsertItem(lists, list, pending);
  return patchItem(lists, open.id, { quantity: Math.min(open.quantity + pending.quantity, MAX_ITEM_QUANTITY) });
}

/**
 * The server's answer to an add, in place of what was drawn: a merged add answers the raised item
 * under its own id, so a row drawn under the id the phone sent gives way to it.
 */
export function settleAdd(lists: readonly ShoppingList[], list: ShoppingList, { merged: _, ...item }: AddedItem, sentId: string): ShoppingList[] {
  return upsertItem(item.id === sentId ? lists : removeItem(lists, sentId), list, item);
}
