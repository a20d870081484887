import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ShoppingList } from "@contract/schemas/shopping";
import { createApp } from "@worker/app";
import { call, json } from "../helpers/api";
import { eventBody, postEvent } from "../helpers/events";
import { createUser, twoFamilies, type TestUser } from "../helpers/factories";
import { memberOf, postReminder } from "../helpers/reminders";

const app = createApp();

/** Every family read, and a write that changes what it answers. */
const READS: Record<string, (user: TestUser) => Promise<unknown>> = {
  members: (user) => memberOf(user, "Ommi"),
  invites: (user) => created(call("POST", `/api/families/${user.familyId}/invites`, { token: user.token })),
  reminders: (user) => created(postReminder(user, { title: "Rusk út" })),
  "dinner-meals": (user) =>
    created(
      call("POST", "/api/dinner-meals", { token: user.token, body: { title: "Ræst kjøt", scheduledDate: new Date(Date.now() + 86_400_000).toISOString() } }),
    ),
  "shopping-lists": addItem,
  "shopping-statistics": buyItem,
  "shopping-order": async (user) => {
    await buyItem(user);
    await buyItem(user);
  },
  "shopping-suggestions": buyItem,
  events: (user) => created(postEvent(user, eventBody())),
  recipes: (user) => created(call("POST", "/api/recipes", { token: user.token, body: { title: "Ræst kjøt" } })),
};

async function created(request: Promise<Response>) {
  expect((await request).status).toBe(201);
}

async function addItem(user: TestUser, name = "Mjólk") {
  const list = await json<ShoppingList>(await call("POST", "/api/shopping-lists", { token: user.token, body: {} }));
  return json<{ id: string }>(await call("POST", "/api/shopping-items", { token: user.token, body: { listId: list.id, name } }));
}

async function buyItem(user: TestUser) {
  const item = await addItem(user, `Vøra ${Math.random()}`);
  expect((await call("PATCH", `/api/shopping-items/${item.id}`, { token: user.token, body: { completed: true } })).status).toBe(200);
}

/** A D1 (or its sessions) that records the SQL of every statement prepared on it. */
function recordingD1(db: D1Database, prepared: string[]): D1Database {
  return new Proxy(db, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (key === "prepare") {
        return (query: string) => {
          prepared.push(query);
          return target.prepare(query);
        };
      }
      if (key === "withSession") return (constraint?: string) => recordingD1(target.withSession(constraint) as unknown as D1Database, prepared);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A read through the app with the user's family database and the directory recording the SQL of every statement they prepare. */
async function recordedRead(user: TestUser, read: string, ifNoneMatch?: string) {
  const prepared: string[] = [];
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { Authorization: `Bearer ${user.token}`, ...(ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {}) };
  const response = await app.request(
    `/api/families/${user.familyId}/${read}`,
    { headers },
    { ...env, DB: recordingD1(env.DB, prepared), [user.db]: recordingD1(env[user.db]!, prepared) },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { response, prepared };
}

const etagOf = async (user: TestUser, read: string) => {
  const response = await call("GET", `/api/families/${user.familyId}/${read}`, { token: user.token });
  expect(response.status).toBe(200);
  const etag = response.headers.get("ETag");
  expect(etag).toMatch(/^W\/".+"$/);
  return etag!;
};

describe("conditional family reads", () => {
  it.each(Object.keys(READS))("%s: a current If-None-Match answers 304 with no body, from the change counters alone", async (read) => {
    const alice = await createUser();
    await READS[read]!(alice);
    const etag = await etagOf(alice, read);
    const { response, prepared } = await recordedRead(alice, read, etag);
    expect(response.status).toBe(304);
    expect(response.headers.get("ETag")).toBe(etag);
    expect(await response.text()).toBe("");
    // Only the session (and whether its account is in this database), and the counters were read: no statement names a table of the read's rows.
    expect(prepared.map((text) => /from\s+[`"]?(\w+)/i.exec(text)?.[1]).sort()).toEqual(["family_versions", "sessions", "users"]);
  });

  it.each(Object.keys(READS))("%s: a write the read answers changes its ETag, and the old one then reads the rows again", async (read) => {
    const alice = await createUser();
    const before = await etagOf(alice, read);
    await READS[read]!(alice);
    const after = await etagOf(alice, read);
    expect(after).not.toBe(before);
    const { response } = await recordedRead(alice, read, before);
    expect(response.status).toBe(200);
    expect(response.headers.get("ETag")).toBe(after);
    expect(await response.json()).toEqual(await (await call("GET", `/api/families/${alice.familyId}/${read}`, { token: alice.token })).json());
  });

  it("keeps a family's ETags when another family writes", async () => {
    const { alice, mallory } = await twoFamilies();
    const before = await Promise.all(Object.keys(READS).map((read) => etagOf(alice, read)));
    for (const write of Object.values(READS)) await write(mallory);
    expect(await Promise.all(Object.keys(READS).map((read) => etagOf(alice, read)))).toEqual(before);
  });

  it("answers 304 for a list of ETags holding the current one, and 200 for a stale or malformed one", async () => {
    const alice = await createUser();
    const etag = await etagOf(alice, "events");
    expect((await recordedRead(alice, "events", `W/"old", ${etag}`)).response.status).toBe(304);
    expect((await recordedRead(alice, "events", etag.replace(/^W\//, ""))).response.status).toBe(304);
    expect((await recordedRead(alice, "events", 'W/"stale"')).response.status).toBe(200);
    expect((await recordedRead(alice, "events", "nonsense")).response.status).toBe(200);
  });

  it("refuses another family's read with 403 whatever If-None-Match says", async () => {
    const { alice, mallory } = await twoFamilies();
    const etag = await etagOf(mallory, "events");
    const response = await call("GET", `/api/families/${mallory.familyId}/events`, { token: alice.token, headers: { "If-None-Match": etag } });
    expect(response.status).toBe(403);
  });
});
