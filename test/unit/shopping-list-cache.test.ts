import { describe, expect, it } from "vitest";
import type { ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { patchItem, removeItem, upsertItem } from "@web/features/shopping/lib/list-cache";
import { shoppingItem } from "./helpers/shopping-item";

const item = (id: string, name: string, listId = "l1"): ShoppingItem => shoppingItem({ id, name, listId });

const lists: ShoppingList[] = [{ id: "l1", familyId: "f", name: "Handilslisti", items: [item("a", "Mjólk"), item("b", "Brey")] }];

describe("shopping list cache edits", () => {
  it("patches only the named item", () => {
    const next = patchItem(lists, "a", { completed: true });
    expect(next[0]?.items.map((i) => i.completed)).toEqual([true, false]);
    expect(lists[0]?.items[0]?.completed).toBe(false);
  });

  it("removes an item", () => {
    expect(removeItem(lists, "b")[0]?.items.map((i) => i.id)).toEqual(["a"]);
  });

  it("adds a new item to its list without duplicating a known one", () => {
    const once = upsertItem(lists, lists[0]!, item("c", "Ostur"));
    const twice = upsertItem(once, lists[0]!, item("c", "Ostur"));
    expect(twice[0]?.items.map((i) => i.id)).toEqual(["a", "b", "c"]);
  });

  it("adds a list the cache did not know yet (the first item of a new family)", () => {
    const list: ShoppingList = { id: "l2", familyId: "f", name: "Handilslisti", items: [] };
    expect(upsertItem([], list, item("x", "Te", "l2"))).toEqual([{ ...list, items: [item("x", "Te", "l2")] }]);
  });
});
