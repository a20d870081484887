import { describe, expect, it } from "vitest";
import type { ShoppingItem } from "@contract/schemas/shopping";
import { isMealItem, openItems, sortShoppingItems } from "@web/features/shopping/reads/sort-items";
import { shoppingItem } from "./helpers/shopping-item";

let nextId = 0;
function item(name: string, extra: Partial<ShoppingItem> = {}): ShoppingItem {
  nextId += 1;
  return shoppingItem({ id: `id-${nextId}`, name, ...extra });
}

const names = (items: ShoppingItem[]) => items.map((i) => i.name);

describe("shopping item order", () => {
  it("puts open items before completed ones", () => {
    const sorted = sortShoppingItems([item("Appilsin", { completed: true }), item("Smør")]);
    expect(names(sorted)).toEqual(["Smør", "Appilsin"]);
  });

  it("puts meal-plan items after the other open items, whichever marker they carry", () => {
    const sorted = sortShoppingItems([
      item("Kartøflur (Matarætlan)", { mealScheduledDate: "2026-11-23T18:00:00.000Z" }),
      item("Sósa (Máltíð)", { mealScheduledDate: "2026-11-24T18:00:00.000Z" }),
      item("Ostur"),
      item("Bókakjøt"),
    ]);
    expect(names(sorted)).toEqual(["Bókakjøt", "Ostur", "Kartøflur (Matarætlan)", "Sósa (Máltíð)"]);
  });

  it("orders meal-plan items by their meal's date", () => {
    const sorted = sortShoppingItems([
      item("Agurk (Matarætlan)", { mealScheduledDate: "2026-11-25T18:00:00.000Z" }),
      item("Tomat (Matarætlan)", { mealScheduledDate: "2026-11-23T18:00:00.000Z" }),
    ]);
    expect(names(sorted)).toEqual(["Tomat (Matarætlan)", "Agurk (Matarætlan)"]);
  });

  it("sorts the Faroese way: æ and ø after z, accented vowels with their base letter", () => {
    const sorted = sortShoppingItems([item("Øl"), item("Ærtur"), item("Zucchini"), item("Ananas"), item("Álegg"), item("Bók")]);
    expect(names(sorted)).toEqual(["Álegg", "Ananas", "Bók", "Zucchini", "Ærtur", "Øl"]);
  });

  it("orders numbers numerically, ignoring case", () => {
    const sorted = sortShoppingItems([item("egg 12"), item("Egg 2"), item("egg 1")]);
    expect(names(sorted)).toEqual(["egg 1", "Egg 2", "egg 12"]);
  });

  it("keeps completed meal-plan items after completed ordinary items", () => {
    const sorted = sortShoppingItems([item("Løkur (Matarætlan)", { completed: true }), item("Mjólk", { completed: true }), item("Brey")]);
    expect(names(sorted)).toEqual(["Brey", "Mjólk", "Løkur (Matarætlan)"]);
  });

  it("does not change the list it is given", () => {
    const input = [item("B"), item("A")];
    sortShoppingItems(input);
    expect(names(input)).toEqual(["B", "A"]);
  });

  it("recognises markers only at the end of the name", () => {
    expect(isMealItem("Laks (Matarætlan)")).toBe(true);
    expect(isMealItem("Laks (Máltíð) ")).toBe(true);
    expect(isMealItem("(Matarætlan) Laks")).toBe(false);
    expect(isMealItem("Laks")).toBe(false);
  });

  it("counts only uncompleted items as open", () => {
    expect(openItems([item("A"), item("B", { completed: true })]).map((i) => i.name)).toEqual(["A"]);
  });

  it("orders the open items alike whether they are filtered before or after sorting (the dashboard card sorts only those)", () => {
    const items = [
      item("Sósa (Máltíð)", { mealScheduledDate: "2026-11-24T18:00:00.000Z" }),
      item("Appilsin", { completed: true }),
      item("Øl"),
      item("Kartøflur (Matarætlan)", { completed: true, mealScheduledDate: "2026-11-23T18:00:00.000Z" }),
      item("Bók 10"),
      item("bók 9"),
    ];
    expect(names(sortShoppingItems(openItems(items)))).toEqual(["bók 9", "Bók 10", "Øl", "Sósa (Máltíð)"]);
    expect(sortShoppingItems(openItems(items))).toEqual(openItems(sortShoppingItems(items)));
  });
});
