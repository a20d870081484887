import { describe, expect, it } from "vitest";
import type { ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { drawAdd, patchItem, removeItem, settleAdd, upsertItem } from "@web/features/shopping/lib/list-cache";
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

  describe("an add of a name already open on the list (merged on the server)", () => {
    const list = lists[0]!;
    const rows = (next: ShoppingList[]) => next[0]?.items.map(({ id, name, quantity }) => [id, name, quantity]);

    it("draws the open item raised, whatever the case and spaces, instead of a second row", () => {
      expect(rows(drawAdd(lists, list, item("new", " MJÓLK ")))).toEqual([
        ["a", "Mjólk", 2],
        ["b", "Brey", 1],
      ]);
    });

    it("draws a new row for a name that is only ticked or only the meal plan's", () => {
      const ticked = patchItem(lists, "a", { completed: true });
      expect(rows(drawAdd(ticked, ticked[0]!, item("new", "mjólk")))).toContainEqual(["new", "mjólk", 1]);
      const meal = [{ ...list, items: [shoppingItem({ id: "m", name: "Mjólk", listId: "l1", mealScheduledDate: "2030-01-01T17:00:00.000Z" })] }];
      expect(rows(drawAdd(meal, meal[0]!, item("new", "Mjólk")))).toEqual([
        ["m", "Mjólk", 1],
        ["new", "Mjólk", 1],
      ]);
    });

    it("draws a new row for the same name in another unit", () => {
      expect(rows(drawAdd(lists, list, { ...item("new", "mjólk"), unit: "l" }))).toContainEqual(["new", "mjólk", 1]);
    });

    it("draws an add without a unit raising the item with one ('mjólk' after 'Mjólk 2 l'), an item without a unit first", () => {
      const litres = patchItem(lists, "a", { unit: "l" });
      expect(rows(drawAdd(litres, litres[0]!, item("new", "mjólk")))?.[0]).toEqual(["a", "Mjólk", 2]);
      const both = upsertItem(litres, litres[0]!, item("c", "Mjólk"));
      expect(rows(drawAdd(both, both[0]!, item("new", "mjólk")))).toContainEqual(["c", "Mjólk", 2]);
    });

    it("never draws a quantity over the largest allowed", () => {
      const full = patchItem(lists, "a", { quantity: 999 });
      expect(rows(drawAdd(full, full[0]!, item("new", "Mjólk")))?.[0]).toEqual(["a", "Mjólk", 999]);
    });

    it("lets the row drawn under the sent id give way to the raised item the server answers", () => {
      const drawn = upsertItem(lists, list, item("sent", "mjólk"));
      const settled = settleAdd(drawn, list, { ...item("a", "Mjólk"), quantity: 2, merged: true }, "sent");
      expect(rows(settled)).toEqual([
        ["b", "Brey", 1],
        ["a", "Mjólk", 2],
      ]);
    });

    it("keeps a new item under the id the phone sent", () => {
      const drawn = upsertItem(lists, list, item("sent", "Ostur"));
      expect(rows(settleAdd(drawn, list, { ...item("sent", "Ostur"), merged: false }, "sent"))).toEqual([
        ["a", "Mjólk", 1],
        ["b", "Brey", 1],
        ["sent", "Ostur", 1],
      ]);
    });
  });
});
