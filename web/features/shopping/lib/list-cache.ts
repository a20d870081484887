import type { ShoppingItem, ShoppingList } from "@contract/schemas/shopping";

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
