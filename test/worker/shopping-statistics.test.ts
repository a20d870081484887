import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SHOPPING_PURGE_AFTER_MS } from "@contract/limits";
import type { ShoppingItem, ShoppingList, ShoppingStatistic } from "@contract/schemas/shopping";
import { purgeTickedItems } from "@worker/cron/purge-shopping";
import { families, purchases, purchaseTotals, shoppingItems } from "@worker/db/schema";
import { shoppingStatisticsRead } from "@worker/services/shopping/statistics";
import { call, json } from "../helpers/api";
import { createUser, db, type TestUser } from "../helpers/factories";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function statistics(user: TestUser): Promise<ShoppingStatistic[]> {
  const response = await call("GET", `/api/families/${user.familyId}/shopping-statistics`, { token: user.token });
  expect(response.status).toBe(200);
  return json<ShoppingStatistic[]>(response);
}

async function add(user: TestUser, name: string, quantity = 1): Promise<ShoppingItem> {
  const list = await json<ShoppingList>(await call("POST", "/api/shopping-lists", { token: user.token, body: {} }));
  const response = await call("POST", "/api/shopping-items", { token: user.token, body: { listId: list.id, name, quantity } });
  expect(response.status).toBe(201);
  const { merged: _, ...item } = await json<ShoppingItem & { merged: boolean }>(response);
  return item;
}

async function tick(user: TestUser, item: ShoppingItem, completed = true): Promise<ShoppingItem> {
  const response = await call("PATCH", `/api/shopping-items/${item.id}`, { token: user.token, body: { completed } });
  expect(response.status).toBe(200);
  return json<ShoppingItem>(response);
}

/** Adds and ticks an item, a few milliseconds after the previous purchase so purchase times differ. */
async function buy(user: TestUser, name: string, quantity = 1): Promise<ShoppingItem> {
  await new Promise((resolve) => setTimeout(resolve, 5));
  return tick(user, await add(user, name, quantity));
}

const purchasesOf = (itemId: string) => db.select().from(purchases).where(eq(purchases.itemId, itemId));

describe("GET /api/families/:familyId/shopping-statistics", () => {
  it("reads the kept totals in page order straight off one covering index: no grouping, no sort (cost linear in the rows answered)", async () => {
    const [select] = shoppingStatisticsRead.selects;
    const plan = await db.$client.prepare(`EXPLAIN QUERY PLAN ${select.sql}`).bind("any-family").all<{ detail: string }>();
    expect(plan.results.map((row) => row.detail)).toEqual(["SEARCH purchase_totals USING COVERING INDEX purchase_totals_ranking (family_id=?)"]);
  });

  it("answers an empty array while nothing has been bought", async () => {
    const user = await createUser();
    await add(user, "Mjólk");
    expect(await statistics(user)).toEqual([]);
  });

  it("records a purchase with the item's name and quantity when it is ticked", async () => {
    const user = await createUser();
    const ticked = await tick(user, await add(user, "Mjólk", 3));
    expect(await purchasesOf(ticked.id)).toEqual([
      expect.objectContaining({ familyId: user.familyId, itemName: "Mjólk", quantity: 3, purchasedAt: ticked.completedAt }),
    ]);
    expect(await statistics(user)).toEqual([{ itemName: "Mjólk", totalQuantity: 3, purchaseCount: 1, lastPurchased: ticked.completedAt }]);
    expect(ticked.completedAt).toMatch(ISO);
  });

  it("removes the purchase again when the item is unticked", async () => {
    const user = await createUser();
    const item = await add(user, "Breyð");
    await tick(user, item);
    await tick(user, item, false);
    expect(await purchasesOf(item.id)).toEqual([]);
    expect(await statistics(user)).toEqual([]);
    await tick(user, item);
    expect(await purchasesOf(item.id)).toHaveLength(1);
    expect((await statistics(user))[0]).toMatchObject({ itemName: "Breyð", purchaseCount: 1 });
  });

  it("adds nothing when an already ticked item is ticked again, and removes nothing when an open item is unticked", async () => {
    const user = await createUser();
    const bought = await buy(user, "Ost");
    await tick(user, bought);
    expect(await purchasesOf(bought.id)).toHaveLength(1);
    const open = await add(user, "Ost");
    await tick(user, open, false);
    expect(await statistics(user)).toEqual([{ itemName: "Ost", totalQuantity: 1, purchaseCount: 1, lastPurchased: bought.completedAt }]);
  });

  it("sums the quantities and counts the purchases of one name, with the latest purchase time", async () => {
    const user = await createUser();
    await buy(user, "Egg", 6);
    await buy(user, "Egg", 12);
    const last = await buy(user, "Egg", 1);
    expect(await statistics(user)).toEqual([{ itemName: "Egg", totalQuantity: 19, purchaseCount: 3, lastPurchased: last.completedAt }]);
  });

  it("groups names regardless of case, Faroese letters included", async () => {
    const user = await createUser();
    for (const [name, quantity] of [
      ["Ærtur", 1],
      ["ærtur", 2],
      ["ÆRTUR", 3],
      ["ØL", 6],
      ["øl", 6],
      ["Ðrýl", 1],
      ["ðrýl", 1],
      ["ÁRBÓK", 1],
      ["árbók", 1],
    ] as const) {
      await buy(user, name, quantity);
    }
    const rows = await statistics(user);
    expect(rows.map(({ itemName, totalQuantity, purchaseCount }) => ({ itemName, totalQuantity, purchaseCount }))).toEqual([
      { itemName: "ÆRTUR", totalQuantity: 6, purchaseCount: 3 },
      { itemName: "árbók", totalQuantity: 2, purchaseCount: 2 },
      { itemName: "ðrýl", totalQuantity: 2, purchaseCount: 2 },
      { itemName: "øl", totalQuantity: 12, purchaseCount: 2 },
    ]);
  });

  it("groups names that differ only in repeated white space or in how their accents are encoded", async () => {
    const user = await createUser();
    await buy(user, "Grønar ertur");
    await buy(user, "  grønar   ertur ");
    await buy(user, "Árbók");
    await buy(user, "A\u0301rbo\u0301k");
    const rows = await statistics(user);
    expect(rows.map((row) => [row.itemName, row.purchaseCount])).toEqual([
      ["A\u0301rbo\u0301k", 2],
      ["grønar   ertur", 2],
    ]);
  });

  it("shows a group under the spelling of its latest purchase", async () => {
    const user = await createUser();
    await buy(user, "mjólk");
    await buy(user, "MJÓLK");
    await buy(user, "Mjólk");
    expect((await statistics(user))[0]?.itemName).toBe("Mjólk");
  });

  it("orders rows by purchase count, most first, then by last purchase, newest first", async () => {
    const user = await createUser();
    await buy(user, "Sjeldan gamalt");
    await buy(user, "Ofta");
    await buy(user, "Tvær ferðir");
    await buy(user, "Ofta");
    await buy(user, "Tvær ferðir");
    await buy(user, "Ofta");
    await buy(user, "Sjeldan nýtt");
    const rows = await statistics(user);
    expect(rows.map((row) => [row.itemName, row.purchaseCount])).toEqual([
      ["Ofta", 3],
      ["Tvær ferðir", 2],
      ["Sjeldan nýtt", 1],
      ["Sjeldan gamalt", 1],
    ]);
    const times = rows.slice(2).map((row) => row.lastPurchased);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("keeps the purchases of ticked items after the purge has removed the items", async () => {
    const user = await createUser();
    const milk = await buy(user, "Mjólk", 2);
    const bread = await buy(user, "Breyð");
    const before = await statistics(user);
    expect(before).toHaveLength(2);
    await purgeTickedItems({ db, fanout: { send: async () => undefined } }, Date.now() + SHOPPING_PURGE_AFTER_MS + 60_000);
    expect(await db.select().from(shoppingItems).where(eq(shoppingItems.familyId, user.familyId))).toEqual([]);
    expect(await statistics(user)).toEqual(before);
    expect(await purchasesOf(milk.id)).toHaveLength(1);
    expect(await purchasesOf(bread.id)).toHaveLength(1);
  });

  it("unticking the latest purchase of a name gives the row back its previous spelling, time and sums", async () => {
    const user = await createUser();
    const first = await buy(user, "mjólk", 2);
    const latest = await buy(user, "MJÓLK", 3);
    expect(await statistics(user)).toEqual([{ itemName: "MJÓLK", totalQuantity: 5, purchaseCount: 2, lastPurchased: latest.completedAt }]);
    await tick(user, latest, false);
    expect(await statistics(user)).toEqual([{ itemName: "mjólk", totalQuantity: 2, purchaseCount: 1, lastPurchased: first.completedAt }]);
  });

  it("counts every purchase when many items of one name are ticked at the same time", async () => {
    const user = await createUser();
    const first = await add(user, "Egg", 1);
    // Adds of one name merge into one row now; rows of one name are what the list held before that.
    const more = Array.from({ length: 7 }, (_, n) => ({ ...first, id: crypto.randomUUID(), quantity: n + 2 }));
    await db.insert(shoppingItems).values(
      more.map(({ id, listId, quantity }) => ({
        id,
        familyId: user.familyId,
        listId,
        name: "Egg",
        nameKey: "egg",
        quantity,
        createdAt: new Date().toISOString(),
      })),
    );
    const items = [first, ...more];
    await Promise.all(items.map((item) => tick(user, item)));
    expect(await statistics(user)).toEqual([expect.objectContaining({ itemName: "Egg", totalQuantity: 36, purchaseCount: 8 })]);
  });

  it("keeps the totals equal to a grouping of the purchases themselves", async () => {
    const user = await createUser();
    for (const [name, quantity] of [
      ["Ost", 1],
      ["ost", 2],
      ["Kaffi", 4],
      ["Ost", 3],
    ] as const)
      await buy(user, name, quantity);
    await tick(user, await buy(user, "Kaffi", 9), false);
    const grouped = await db.$client
      .prepare(
        "SELECT sum(quantity) AS totalQuantity, count(*) AS purchaseCount, max(purchased_at) AS lastPurchased FROM purchases WHERE family_id = ? GROUP BY name_key ORDER BY count(*) DESC",
      )
      .bind(user.familyId)
      .all();
    expect((await statistics(user)).map(({ itemName: _, ...rest }) => rest)).toEqual(grouped.results);
  });

  it("empties a family's totals when the family is deleted, and leaves other families' alone", async () => {
    const [gone, stays] = [await createUser(), await createUser()];
    await buy(gone, "Mjólk");
    await buy(gone, "Breyð");
    await buy(stays, "Mjólk");
    await db.delete(families).where(eq(families.id, gone.familyId));
    expect(await db.select().from(purchaseTotals).where(eq(purchaseTotals.familyId, gone.familyId))).toEqual([]);
    expect(await statistics(stays)).toEqual([expect.objectContaining({ itemName: "Mjólk", purchaseCount: 1 })]);
  });
});
