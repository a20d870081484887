import { rowCapMessages } from "@contract/row-cap-messages";
import { describe, expect, it } from "vitest";
import { makeHelperLink } from "@test/helpers/helpers";
import { type CappedTable, FAMILY_ROW_CAPS, WRITES_PER_USER_PER_MINUTE } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import type { ShoppingList } from "@contract/schemas/shopping";
import { addChild } from "@test/helpers/kitchen";
import { call, errorBody, json } from "../helpers/api";
import { eventBody, postEvent } from "../helpers/events";
import { createUser, db, type TestUser } from "../helpers/factories";
import { feedUrl } from "../helpers/outside-calendars";
import { inOneWindow } from "../helpers/rate-window";
import { postReminder } from "../helpers/reminders";
import { acceptHome, addChildMember, homeInvite } from "../helpers/two-homes";

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

async function listId(user: TestUser) {
  return (await json<ShoppingList>(await call("POST", "/api/shopping-lists", { token: user.token, body: {} }))).id;
}

/** One add through the API per capped table, as a phone makes it. */
const ADDS: Record<CappedTable, (user: TestUser) => Promise<Response>> = {
  shopping_items: async (user) =>
    call("POST", "/api/shopping-items", { token: user.token, body: { listId: await listId(user), name: `Vøra ${Math.random()}` } }),
  events: (user) => postEvent(user, eventBody()),
  reminders: (user) => postReminder(user, { title: "Rusk út" }),
  dinner_meals: (user) => call("POST", "/api/dinner-meals", { token: user.token, body: { title: "Ræst kjøt", scheduledDate: tomorrow() } }),
  family_members: (user) => call("POST", "/api/family-members", { token: user.token, body: { name: "Abbi" } }),
  calendar_subscriptions: (user) =>
    call("POST", `/api/families/${user.familyId}/calendar-subscriptions`, {
      token: user.token,
      // The tests' own feed server: the refresh the add queues stays on this machine.
      body: { url: feedUrl("/feed/club"), name: "Skúlin", color: "#2563eb" },
    }),
  chores: async (user) => {
    const child = await addChild(user, "Rókur");
    const body = { kind: "routine", partOfDay: "morning", title: "Klæða seg", emoji: "👕", stars: 1, members: [child], approval: "auto" };
    return call("POST", "/api/kitchen/chores", { token: user.token, body });
  },
  // A helper's link, each for a new member by name (docs/features/helpers.md).
  helper_links: (user) => makeHelperLink(user, { name: "Amma", powers: ["calendar"] }),
  // The caller's family becomes another family's child's second home (docs/features/two-homes.md).
  child_links: async (user) => {
    const other = await createUser();
    const invite = await json<{ code: string }>(await homeInvite(other, await addChildMember(other)));
    return acceptHome(user, invite.code);
  },
  recipes: (user) => call("POST", "/api/recipes", { token: user.token, body: { title: "Ræst kjøt" } }),
  rewards: (user) =>
    call("POST", "/api/kitchen/rewards", {
      token: user.token,
      body: { title: "Ein ísur", emoji: "🍦", cost: 5, members: null, cooldownHours: null, approveAtOnce: false },
    }),
};

const rowsOf = async (table: CappedTable, familyId: string) =>
  (await db.$client.prepare(`SELECT count(*) AS n FROM ${table} WHERE family_id = ?`).bind(familyId).first<{ n: number }>())!.n;

/** Copies the family's newest row of `table` until the family holds `total` rows (fresh ids and secrets' hashes, which are unique; all else equal). */
async function fillTo(table: CappedTable, familyId: string, total: number) {
  const { results: columns } = await db.$client.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
  const names = columns.map((column) => column.name);
  const copied = names.map((name) => (name === "id" || name.endsWith("_hash") ? "lower(hex(randomblob(16)))" : `"${name}"`)).join(", ");
  const missing = total - (await rowsOf(table, familyId));
  await db.$client
    .prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO ${table} (${names.map((name) => `"${name}"`).join(", ")})
     SELECT ${copied} FROM n, (SELECT * FROM ${table} WHERE family_id = ? ORDER BY rowid DESC LIMIT 1)`,
    )
    .bind(missing, familyId)
    .run();
  expect(await rowsOf(table, familyId)).toBe(total);
}

describe("a family's row caps", () => {
  it("are the contract's numbers in the database's triggers", async () => {
    const { results } = await db.$client.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%_row_cap'").all<{
      name: string;
      sql: string;
    }>();
    const inDatabase = Object.fromEntries(results.map(({ name, sql }) => [name.replace(/_row_cap$/, ""), Number(/>= (\d+)/.exec(sql)?.[1])]));
    expect(inDatabase).toEqual(FAMILY_ROW_CAPS);
  });

  it.each(Object.keys(FAMILY_ROW_CAPS) as CappedTable[])(
    "%s: a full table refuses the next add with 409 and its Faroese text, and holds no more rows",
    async (table) => {
      const alice = await createUser();
      expect((await ADDS[table](alice)).status).toBe(201);
      await fillTo(table, alice.familyId, FAMILY_ROW_CAPS[table]);
      const refused = await ADDS[table](alice);
      expect(refused.status).toBe(409);
      expect(await errorBody(refused)).toEqual({ code: "quota_exceeded", message: rowCapMessages[table] });
      expect(await rowsOf(table, alice.familyId)).toBe(FAMILY_ROW_CAPS[table]);
      // Another family is not touched by this one's cap.
      expect((await ADDS[table](await createUser())).status).toBe(201);
    },
  );

  it("lets exactly as many parallel adds in as there is room for", async () => {
    const alice = await createUser();
    expect((await ADDS.shopping_items(alice)).status).toBe(201);
    await fillTo("shopping_items", alice.familyId, FAMILY_ROW_CAPS.shopping_items - 3);
    const list = await listId(alice);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call("POST", "/api/shopping-items", { token: alice.token, body: { listId: list, name: `Vøra ${i}` } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await rowsOf("shopping_items", alice.familyId)).toBe(FAMILY_ROW_CAPS.shopping_items);
  });

  it("refuses a meal whose ingredients would overfill the list, and writes neither the meal nor any item", async () => {
    const alice = await createUser();
    expect((await ADDS.shopping_items(alice)).status).toBe(201);
    await fillTo("shopping_items", alice.familyId, FAMILY_ROW_CAPS.shopping_items - 1);
    const refused = await call("POST", "/api/dinner-meals", {
      token: alice.token,
      body: { title: "Ræst kjøt", scheduledDate: tomorrow(), ingredients: ["Kjøt", "Kartøflur"] },
    });
    expect(refused.status).toBe(409);
    expect(await rowsOf("dinner_meals", alice.familyId)).toBe(0);
    expect(await rowsOf("shopping_items", alice.familyId)).toBe(FAMILY_ROW_CAPS.shopping_items - 1);
  });
});

describe("a family member's writes per minute", () => {
  it(`allows ${WRITES_PER_USER_PER_MINUTE} writes a minute, then answers 429 with Retry-After and the Faroese text, for that user only`, async () => {
    await inOneWindow(async () => {
      const alice = await createUser();
      const bob = await createUser({ familyId: alice.familyId });
      const list = await listId(alice);
      const item = await json<{ id: string }>(await call("POST", "/api/shopping-items", { token: alice.token, body: { listId: list, name: "Mjólk" } }));
      const rename = (user: TestUser, i: number) => call("PATCH", `/api/shopping-items/${item.id}`, { token: user.token, body: { name: `Mjólk ${i}` } });
      // Two writes are already counted: the list and the item.
      for (let done = 2; done < WRITES_PER_USER_PER_MINUTE; done += 50) {
        const answers = await Promise.all(Array.from({ length: Math.min(50, WRITES_PER_USER_PER_MINUTE - done) }, (_, i) => rename(alice, done + i)));
        expect(answers.every((answer) => answer.status === 200)).toBe(true);
      }
      const refused = await rename(alice, 0);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toBe("60");
      expect(await errorBody(refused)).toEqual({ code: "rate_limited", message: m.rateLimited });
      // Reads are not writes, and another member writes on.
      expect((await call("GET", `/api/families/${alice.familyId}/shopping-lists`, { token: alice.token })).status).toBe(200);
      expect((await rename(bob, 1)).status).toBe(200);
    });
  }, 120_000);
});
