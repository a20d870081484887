import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiMessages as m } from "@contract/messages";
import type { ShoppingItem, ShoppingList, ShoppingStatistic } from "@contract/schemas/shopping";
import { purchases, shoppingItems, shoppingLists, users } from "@worker/db/schema";
import { call, errorBody, json } from "../helpers/api";
import { createUser, db, dbOf, twoFamilies, type TestUser } from "../helpers/factories";
import { addedItem } from "../helpers/shopping";

const createList = (user: TestUser, body: unknown = {}) => call("POST", "/api/shopping-lists", { token: user.token, body });
const addItem = (user: TestUser, body: unknown) => call("POST", "/api/shopping-items", { token: user.token, body });
const patchItem = (user: TestUser, id: string, body: unknown) => call("PATCH", `/api/shopping-items/${id}`, { token: user.token, body });
const statistics = (user: TestUser, familyId = user.familyId) => call("GET", `/api/families/${familyId}/shopping-statistics`, { token: user.token });

async function itemOf(user: TestUser, name = "Mjólk"): Promise<ShoppingItem> {
  const list = await json<ShoppingList>(await createList(user));
  const response = await addItem(user, { listId: list.id, name });
  expect(response.status).toBe(201);
  return addedItem(response, false);
}

const itemRow = async (id: string) => (await db.select().from(shoppingItems).where(eq(shoppingItems.id, id)))[0];
const itemRows = (familyId: string) => db.select().from(shoppingItems).where(eq(shoppingItems.familyId, familyId));
const listRows = (familyId: string) => db.select().from(shoppingLists).where(eq(shoppingLists.familyId, familyId));
const purchasesOf = (itemId: string) => db.select().from(purchases).where(eq(purchases.itemId, itemId));

async function expectError(response: Response, status: number, code: string, message: string) {
  expect(response.status).toBe(status);
  expect(await errorBody(response)).toEqual({ message, code });
}

describe("shopping across families", () => {
  it("refuses the shopping lists of another family with 403 forbidden", async () => {
    const { alice, mallory } = await twoFamilies();
    await itemOf(alice, "Leyndarmál");
    const response = await call("GET", `/api/families/${alice.familyId}/shopping-lists`, { token: mallory.token });
    await expectError(response, 403, "forbidden", m.forbidden);
  });

  it("refuses the shopping statistics of another family with 403 forbidden", async () => {
    const { alice, mallory } = await twoFamilies();
    await expectError(await statistics(mallory, alice.familyId), 403, "forbidden", m.forbidden);
  });

  it("shows a family only its own list and items", async () => {
    const { alice, mallory } = await twoFamilies();
    const aliceItem = await itemOf(alice, "Epli");
    await itemOf(mallory, "Pera");
    const lists = await json<ShoppingList[]>(await call("GET", `/api/families/${alice.familyId}/shopping-lists`, { token: alice.token }));
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ familyId: alice.familyId, items: [aliceItem] });
  });

  it("refuses to create a list for another family with 403 and creates no list for anyone", async () => {
    const { alice, mallory } = await twoFamilies();
    await expectError(await createList(mallory, { familyId: alice.familyId, name: "Mín listi" }), 403, "forbidden", m.forbidden);
    expect(await listRows(alice.familyId)).toHaveLength(0);
    expect(await listRows(mallory.familyId)).toHaveLength(0);
  });

  it("answers an item added to another family's list as not found, and adds no row", async () => {
    const { alice, mallory } = await twoFamilies();
    const aliceItem = await itemOf(alice);
    await createList(mallory);
    await expectError(await addItem(mallory, { listId: aliceItem.listId, name: "Innsmuggl" }), 404, "not_found", m.notFound);
    expect((await itemRows(alice.familyId)).map((row) => row.id)).toEqual([aliceItem.id]);
    expect(await itemRows(mallory.familyId)).toHaveLength(0);
  });

  it.each([
    ["ticking", { completed: true }],
    ["renaming", { name: "Broytt" }],
    ["changing the quantity of", { quantity: 9 }],
    ["changing the unit of", { unit: "kg" }],
  ])("answers %s an item of another family as not found and changes nothing", async (_case, change) => {
    const { alice, mallory } = await twoFamilies();
    const item = await itemOf(alice);
    const before = await itemRow(item.id);
    await expectError(await patchItem(mallory, item.id, change), 404, "not_found", m.notFound);
    expect(await itemRow(item.id)).toEqual(before);
    expect(await purchasesOf(item.id)).toHaveLength(0);
  });

  it("answers unticking an item of another family as not found and keeps its purchase", async () => {
    const { alice, mallory } = await twoFamilies();
    const item = await itemOf(alice);
    expect((await patchItem(alice, item.id, { completed: true })).status).toBe(200);
    const before = await itemRow(item.id);
    const bought = await purchasesOf(item.id);
    expect(bought).toHaveLength(1);
    await expectError(await patchItem(mallory, item.id, { completed: false }), 404, "not_found", m.notFound);
    expect(await itemRow(item.id)).toEqual(before);
    expect(await purchasesOf(item.id)).toEqual(bought);
  });

  it("answers deleting an item of another family as not found and keeps the item", async () => {
    const { alice, mallory } = await twoFamilies();
    const item = await itemOf(alice);
    const before = await itemRow(item.id);
    await expectError(await call("DELETE", `/api/shopping-items/${item.id}`, { token: mallory.token }), 404, "not_found", m.notFound);
    expect(await itemRow(item.id)).toEqual(before);
  });

  it("lets every member of the family change an item another member added", async () => {
    const alice = await createUser();
    const bob = await createUser({ familyId: alice.familyId });
    const item = await itemOf(alice);
    expect((await patchItem(bob, item.id, { completed: true })).status).toBe(200);
    expect((await call("DELETE", `/api/shopping-items/${item.id}`, { token: bob.token })).status).toBe(204);
  });

  it("never counts another family's purchases in the statistics", async () => {
    const { alice, mallory } = await twoFamilies();
    const aliceItem = await itemOf(alice, "Mjólk");
    const malloryItem = await itemOf(mallory, "mjólk");
    const malloryOnly = await itemOf(mallory, "Kavi");
    for (const [user, item] of [
      [alice, aliceItem],
      [mallory, malloryItem],
      [mallory, malloryOnly],
    ] as const) {
      expect((await patchItem(user, item.id, { completed: true })).status).toBe(200);
    }
    const rows = await json<ShoppingStatistic[]>(await statistics(alice));
    expect(rows).toEqual([{ itemName: "Mjólk", totalQuantity: 1, purchaseCount: 1, lastPurchased: expect.any(String) }]);
    const malloryRows = await json<ShoppingStatistic[]>(await statistics(mallory));
    expect(malloryRows.map((row) => [row.itemName, row.purchaseCount]).sort()).toEqual([
      ["Kavi", 1],
      ["mjólk", 1],
    ]);
  });

  it("refuses a signed-in user who belongs to no family with 403 on the shopping routes", async () => {
    const { alice, mallory } = await twoFamilies();
    const item = await itemOf(alice);
    await dbOf(mallory).update(users).set({ familyId: null }).where(eq(users.id, mallory.id));
    const calls = [
      call("GET", `/api/families/${mallory.familyId}/shopping-lists`, { token: mallory.token }),
      call("GET", `/api/families/${mallory.familyId}/shopping-statistics`, { token: mallory.token }),
      createList(mallory),
      addItem(mallory, { listId: item.listId, name: "Mjólk" }),
      patchItem(mallory, item.id, { completed: true }),
      call("DELETE", `/api/shopping-items/${item.id}`, { token: mallory.token }),
    ];
    for (const response of await Promise.all(calls)) await expectError(response, 403, "forbidden", m.forbidden);
    expect(await itemRow(item.id)).toMatchObject({ completed: false });
  });
});

describe("shopping without a valid token", () => {
  const routes = (familyId: string, listId: string, itemId: string) =>
    [
      ["GET", `/api/families/${familyId}/shopping-lists`, undefined],
      ["GET", `/api/families/${familyId}/shopping-statistics`, undefined],
      ["POST", "/api/shopping-lists", { familyId, name: "Listi" }],
      ["POST", "/api/shopping-items", { listId, name: "Mjólk" }],
      ["PATCH", `/api/shopping-items/${itemId}`, { completed: true }],
      ["DELETE", `/api/shopping-items/${itemId}`, undefined],
    ] as const;

  it.each([
    ["no token", undefined],
    ["a forged token", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl"],
    ["a token that is not a JWT", "not-a-token"],
  ])("answers every shopping route with 401 unauthenticated for %s and changes nothing", async (_case, token) => {
    const alice = await createUser();
    const item = await itemOf(alice);
    const before = await itemRow(item.id);
    for (const [method, path, body] of routes(alice.familyId, item.listId, item.id)) {
      const response = await call(method, path, { token, body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await errorBody(response)).toEqual({ message: m.unauthenticated, code: "unauthenticated" });
    }
    expect(await itemRow(item.id)).toEqual(before);
    expect(await itemRows(alice.familyId)).toHaveLength(1);
  });

  it("answers 401 before looking at the body, even an invalid one", async () => {
    const response = await call("POST", "/api/shopping-items", { body: { quantity: "lots" } });
    expect(response.status).toBe(401);
  });

  it("refuses the token of a signed-out session on every shopping route", async () => {
    const alice = await createUser();
    const item = await itemOf(alice);
    expect((await call("POST", "/api/auth/logout", { token: alice.token })).status).toBe(204);
    for (const [method, path, body] of routes(alice.familyId, item.listId, item.id)) {
      const response = await call(method, path, { token: alice.token, body });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect(await itemRow(item.id)).toMatchObject({ completed: false });
  });
});
