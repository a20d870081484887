import { describe, expect, it } from "vitest";
import type { ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import type { ShopOrderEntry, ShoppingSuggestions } from "@contract/schemas/shopping-insights";
import { purchases } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { nameKey } from "@worker/lib/names";
import { call, json } from "../helpers/api";
import { createUser, dbOf, twoFamilies, type TestUser } from "../helpers/factories";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Purchases as past ticks left them: each name at its own minute after `start`. */
async function trip(user: TestUser, start: string, ticks: readonly (readonly [name: string, minute: number])[]) {
  const at = Date.parse(start);
  const db = dbOf(user);
  await db.batch(
    ticks.map(([name, minute]) =>
      db.insert(purchases).values({
        id: newId(),
        familyId: user.familyId,
        itemId: null,
        itemName: name,
        nameKey: nameKey(name),
        quantity: 1,
        purchasedAt: new Date(at + minute * MINUTE).toISOString(),
      }),
    ) as [never, ...never[]],
  );
}

async function shopOrder(user: TestUser, familyId = user.familyId) {
  const response = await call("GET", `/api/families/${familyId}/shopping-order`, { token: user.token });
  return { status: response.status, body: response.status === 200 ? await json<ShopOrderEntry[]>(response) : undefined };
}

async function suggestions(user: TestUser): Promise<ShoppingSuggestions> {
  const response = await call("GET", `/api/families/${user.familyId}/shopping-suggestions`, { token: user.token });
  expect(response.status).toBe(200);
  return json<ShoppingSuggestions>(response);
}

describe("GET /api/families/:familyId/shopping-order", () => {
  it("learns the order of the family's walk from ticks no more than 20 minutes apart, each name by its mean place", async () => {
    const alice = await createUser();
    await trip(alice, "2026-11-01T10:00:00.000Z", [
      ["Grønmeti", 0],
      ["Breyð", 5],
      ["Mjólk", 12],
      ["Ostur", 20],
    ]);
    await trip(alice, "2026-11-08T10:00:00.000Z", [
      ["Breyð", 0],
      ["Grønmeti", 3],
      ["Ostur", 30], // 27 minutes after the last tick: a trip of its own, one tick, which teaches nothing
    ]);
    await trip(alice, "2026-11-15T16:00:00.000Z", [
      ["grønmeti", 0],
      ["MJÓLK", 2],
    ]);
    expect((await shopOrder(alice)).body).toEqual(
      [
        { nameKey: "grønmeti", position: (0 + 1 + 0) / 3, trips: 3 },
        { nameKey: "breyð", position: (1 / 3 + 0) / 2, trips: 2 },
        { nameKey: "mjólk", position: (2 / 3 + 1) / 2, trips: 2 },
        { nameKey: "ostur", position: 1, trips: 1 },
      ].sort((a, b) => a.position - b.position),
    );
  });

  it("learns from ticks made through the list, and an untick takes its lesson away", async () => {
    const alice = await createUser();
    const list = await json<ShoppingList>(await call("POST", "/api/shopping-lists", { token: alice.token, body: {} }));
    const items: ShoppingItem[] = [];
    for (const name of ["Epli", "Smør", "Kaffi"]) {
      items.push(await json<ShoppingItem>(await call("POST", "/api/shopping-items", { token: alice.token, body: { listId: list.id, name } })));
    }
    for (const item of items) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await call("PATCH", `/api/shopping-items/${item.id}`, { token: alice.token, body: { completed: true } })).status).toBe(200);
    }
    expect((await shopOrder(alice)).body?.map((entry) => entry.nameKey)).toEqual(["epli", "smør", "kaffi"]);
    await call("PATCH", `/api/shopping-items/${items[2]!.id}`, { token: alice.token, body: { completed: false } });
    expect((await shopOrder(alice)).body?.map((entry) => entry.nameKey)).toEqual(["epli", "smør"]);
  });

  it("answers nothing learned for a family without trips, and never another family's order (403 for its id)", async () => {
    // One database: its SQL alone keeps the families apart.
    const { alice, mallory } = await twoFamilies({ oneDatabase: true });
    await trip(mallory, "2026-11-01T10:00:00.000Z", [
      ["Hemmeligt", 0],
      ["Løyndarmál", 1],
    ]);
    expect(await shopOrder(alice)).toEqual({ status: 200, body: [] });
    expect((await shopOrder(alice, mallory.familyId)).status).toBe(403);
  });
});

describe("GET /api/families/:familyId/shopping-suggestions", () => {
  it("offers the family's most bought names first, and a usual interval for names bought on three days or more", async () => {
    const alice = await createUser();
    const weekly = (week: number) => new Date(Date.parse("2026-10-05T09:00:00.000Z") + week * 7 * DAY).toISOString();
    for (const week of [0, 1, 2, 3])
      await trip(alice, weekly(week), [
        ["Mjólk", 0],
        ["Breyð", 1],
      ]);
    await trip(alice, weekly(3), [["Mjólk", 40]]); // twice on one day: one day of buying
    await trip(alice, "2026-10-05T12:00:00.000Z", [["Kaffi", 0]]);
    await trip(alice, "2026-10-19T12:00:00.000Z", [["kaffi", 0]]);
    const answer = await suggestions(alice);
    expect(answer.often).toEqual([
      { name: "Mjólk", nameKey: "mjólk" },
      { name: "Breyð", nameKey: "breyð" },
      { name: "kaffi", nameKey: "kaffi" },
    ]);
    expect(answer.usual.sort((a, b) => a.nameKey.localeCompare(b.nameKey))).toEqual([
      { name: "Breyð", nameKey: "breyð", intervalDays: 7, lastPurchased: "2026-10-26T09:01:00.000Z" },
      { name: "Mjólk", nameKey: "mjólk", intervalDays: 7, lastPurchased: "2026-10-26T09:40:00.000Z" },
    ]);
  });

  it("never answers another family's purchases", async () => {
    const { alice, mallory } = await twoFamilies({ oneDatabase: true });
    for (const day of [1, 8, 15]) await trip(mallory, `2026-10-${String(day).padStart(2, "0")}T09:00:00.000Z`, [["Løyndarmál", 0]]);
    expect(await suggestions(alice)).toEqual({ often: [], usual: [] });
    expect((await call("GET", `/api/families/${mallory.familyId}/shopping-suggestions`, { token: alice.token })).status).toBe(403);
  });
});
