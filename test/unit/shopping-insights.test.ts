import { describe, expect, it } from "vitest";
import type { ShoppingItem } from "@contract/schemas/shopping";
import type { UsualBuy } from "@contract/schemas/shopping-insights";
import { dueUsualBuys, namesStartingWith } from "@contract/shopping-insights";
import { sortShoppingItems } from "@web/features/shopping/reads/sort-items";
import { shoppingItem } from "./helpers/shopping-item";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-26T12:00:00.000Z");
const usual = (name: string, intervalDays: number, daysAgo: number): UsualBuy => ({
  name,
  nameKey: name.toLocaleLowerCase("fo"),
  intervalDays,
  lastPurchased: new Date(NOW - daysAgo * DAY).toISOString(),
});

describe("the usual buys that are due", () => {
  it("offers a weekly buy last bought 9 days ago, not one bought 8 days ago, nor one not bought for four intervals", () => {
    const buys = [usual("Mjólk", 7, 9), usual("Breyð", 7, 8), usual("Kaffi", 14, 56), usual("Smør", 14, 55)];
    expect(dueUsualBuys(buys, NOW, []).map((buy) => buy.name)).toEqual(["Smør", "Mjólk"]);
  });

  it("leaves out what is already open on the list, letters folded", () => {
    expect(dueUsualBuys([usual("Mjólk", 7, 10), usual("Ostur", 7, 9)], NOW, ["  MJÓLK "]).map((buy) => buy.name)).toEqual(["Ostur"]);
  });
});

describe("names offered while typing", () => {
  const often = ["Mjólk", "Mjøl", "Mango", "Ostur"].map((name) => ({ name, nameKey: name.toLocaleLowerCase("fo") }));

  it("completes by prefix with letters folded, in the given most-bought order, never the name already typed in full", () => {
    expect(namesStartingWith(often, "mj").map((entry) => entry.name)).toEqual(["Mjólk", "Mjøl"]);
    expect(namesStartingWith(often, "MJØ").map((entry) => entry.name)).toEqual(["Mjøl"]);
    expect(namesStartingWith(often, "ostur")).toEqual([]);
    expect(namesStartingWith(often, "  ")).toEqual([]);
    expect(namesStartingWith(often, "m", 2).map((entry) => entry.name)).toEqual(["Mjólk", "Mjøl"]);
  });
});

describe("the list in the shop's order", () => {
  let nextId = 0;
  const item = (name: string, extra: Partial<ShoppingItem> = {}) => {
    nextId += 1;
    return shoppingItem({ id: `id-${nextId}`, name, ...extra });
  };
  const order = [
    { nameKey: "grønmeti", position: 0, trips: 4 },
    { nameKey: "mjólk", position: 0.5, trips: 3 },
    { nameKey: "ostur", position: 0.9, trips: 2 },
    { nameKey: "ostur (matarætlan)", position: 0.1, trips: 1 },
  ];

  it("follows the learned walk, the meal plan's items among them, then unlearned names alphabetically, then completed items", () => {
    const items = [
      item("Ostur (Matarætlan)", { mealScheduledDate: "2026-11-27T18:00:00.000Z" }),
      item("Appilsin"),
      item("Mjólk"),
      item("Ananas"),
      item("Grønmeti", { completed: true }),
      item("grønmeti"),
    ];
    expect(sortShoppingItems(items, order).map((entry) => entry.name)).toEqual(["grønmeti", "Mjólk", "Ostur (Matarætlan)", "Ananas", "Appilsin", "Grønmeti"]);
    expect(sortShoppingItems(items).map((entry) => entry.name)).toEqual(["Ananas", "Appilsin", "grønmeti", "Mjólk", "Ostur (Matarætlan)", "Grønmeti"]);
  });
});
