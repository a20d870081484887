import { evictAllDurableObjects, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LIVE_CATCH_UP_MS } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import type { ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { authTokens, users } from "@worker/db/schema";
import { toldKey, type FamilyRoom } from "@worker/durable/family-room";
import { familyRoom } from "@worker/durable/stubs";
import { hashToken } from "@worker/lib/crypto";
import { issueLiveTicket } from "@worker/services/auth/live-tickets";
import { call, errorBody, json, ORIGIN } from "../helpers/api";
import { createUser, db, twoFamilies, type TestUser } from "../helpers/factories";
import { collect, liveTicket, openLive, upgrade, type LiveSocket } from "../helpers/live";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const QUIET_MS = 500;

const shoppingUpdate = { type: "shopping_list_updated", at: expect.stringMatching(ISO) };
/** A notice a write sent names the request that made it; a catch-up names none. */
const causedShoppingUpdate = { ...shoppingUpdate, cause: expect.any(String) };

async function expectRefused(response: Response, status: number, code: string, message: string) {
  expect(response.status).toBe(status);
  expect(response.webSocket).toBeNull();
  expect(await errorBody(response)).toEqual({ message, code });
}

async function listOf(user: TestUser): Promise<ShoppingList> {
  return json<ShoppingList>(await call("POST", "/api/shopping-lists", { token: user.token, body: {} }));
}

async function itemOf(user: TestUser): Promise<ShoppingItem> {
  const list = await listOf(user);
  return json<ShoppingItem>(await call("POST", "/api/shopping-items", { token: user.token, body: { listId: list.id, name: "Mjólk" } }));
}

/**
 * Opens sockets, runs `work`, and closes the sockets whatever happens. Each socket is drained
 * first: a new socket is told about the family's changes of the last seconds (catch-up), and
 * `work` should see only what it causes.
 */
async function withSockets<T>(users: TestUser[], work: (sockets: LiveSocket[]) => Promise<T>): Promise<T> {
  const sockets: LiveSocket[] = [];
  try {
    for (const user of users) sockets.push(await openLive(user));
    await Promise.all(sockets.map((socket) => socket.drain()));
    return await work(sockets);
  } finally {
    for (const socket of sockets) socket.close();
  }
}

describe("POST /api/ws/ticket", () => {
  it("answers a ticket for a signed-in user, stored only as a hash that expires in 30 seconds", async () => {
    const user = await createUser();
    const response = await call("POST", "/api/ws/ticket", { token: user.token });
    expect(response.status).toBe(200);
    const body = await json<{ ticket: string }>(response);
    expect(body).toEqual({ ticket: expect.any(String) });
    expect(body.ticket.length).toBeGreaterThanOrEqual(20);
    const [row] = await db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(body.ticket)));
    expect(row).toMatchObject({ kind: "live_ticket", userId: user.id, familyId: user.familyId, usedAt: null });
    const lifetime = Date.parse(row!.expiresAt) - Date.parse(row!.createdAt);
    expect(lifetime).toBe(30_000);
  });

  it("answers a new ticket on each call", async () => {
    const user = await createUser();
    expect(await liveTicket(user)).not.toBe(await liveTicket(user));
  });

  it("refuses a caller without a token with 401", async () => {
    await expectRefused(await call("POST", "/api/ws/ticket"), 401, "unauthenticated", m.unauthenticated);
  });

  it("refuses a signed-in user who belongs to no family with 403", async () => {
    const user = await createUser();
    await db.update(users).set({ familyId: null }).where(eq(users.id, user.id));
    await expectRefused(await call("POST", "/api/ws/ticket", { token: user.token }), 403, "forbidden", m.forbidden);
  });
});

describe("GET /api/ws", () => {
  it("upgrades with a fresh ticket: 101 and a socket held by the family's room", async () => {
    const user = await createUser();
    const response = await upgrade(await liveTicket(user));
    expect(response.status).toBe(101);
    expect(response.webSocket).not.toBeNull();
    const live = collect(response.webSocket!);
    try {
      expect(await familyRoom(env, user.familyId).connections()).toBe(1);
    } finally {
      live.close();
    }
  });

  it("upgrades when the Origin header is the app's own", async () => {
    const user = await createUser();
    const response = await upgrade(await liveTicket(user), { Origin: ORIGIN });
    expect(response.status).toBe(101);
    collect(response.webSocket!).close();
  });

  it("refuses the same ticket a second time with 401 and no upgrade", async () => {
    const user = await createUser();
    const ticket = await liveTicket(user);
    const first = await upgrade(ticket);
    expect(first.status).toBe(101);
    collect(first.webSocket!).close();
    await expectRefused(await upgrade(ticket), 401, "unauthenticated", m.liveTicketInvalid);
  });

  it("lets only one of two parallel upgrades with the same ticket through", async () => {
    const user = await createUser();
    const ticket = await liveTicket(user);
    const responses = await Promise.all([upgrade(ticket), upgrade(ticket), upgrade(ticket)]);
    expect(responses.map((response) => response.status).sort()).toEqual([101, 401, 401]);
    for (const response of responses) if (response.webSocket) collect(response.webSocket).close();
  });

  it.each([
    ["an unknown ticket", "no-such-ticket-0123456789abcdef"],
    ["an empty ticket", ""],
    ["a ticket longer than any we issue", "x".repeat(500)],
  ])("refuses %s with 401 and no upgrade", async (_case, ticket) => {
    await expectRefused(await upgrade(ticket), 401, "unauthenticated", m.liveTicketInvalid);
  });

  it("refuses an upgrade without a ticket with 401", async () => {
    const response = await call("GET", "/api/ws", { headers: { Upgrade: "websocket" } });
    await expectRefused(response, 401, "unauthenticated", m.liveTicketInvalid);
  });

  it("refuses a ticket issued more than 30 seconds ago with 401 and no upgrade", async () => {
    const user = await createUser();
    const ticket = await issueLiveTicket(db, user.db, { userId: user.id, familyId: user.familyId, sessionId: user.sessionId }, Date.now() - 31_000);
    await expectRefused(await upgrade(ticket), 401, "unauthenticated", m.liveTicketInvalid);
  });

  it("refuses a session token in place of a ticket", async () => {
    const user = await createUser();
    await expectRefused(await upgrade(user.token), 401, "unauthenticated", m.liveTicketInvalid);
  });

  it("refuses a foreign Origin with 403 without upgrading, and leaves the ticket for the app itself", async () => {
    const user = await createUser();
    const ticket = await liveTicket(user);
    await expectRefused(await upgrade(ticket, { Origin: "https://evil.example" }), 403, "forbidden", m.originRefused);
    await expectRefused(await upgrade(ticket, { Origin: "http://familyhub.test.evil.example" }), 403, "forbidden", m.originRefused);
    expect(await familyRoom(env, user.familyId).connections()).toBe(0);
    const own = await upgrade(ticket, { Origin: ORIGIN });
    expect(own.status).toBe(101);
    collect(own.webSocket!).close();
  });

  it("refuses a request without the Upgrade header with 400, leaving the ticket unspent", async () => {
    const user = await createUser();
    const ticket = await liveTicket(user);
    const response = await call("GET", `/api/ws?ticket=${encodeURIComponent(ticket)}`);
    expect(response.status).toBe(400);
    expect(response.webSocket).toBeNull();
    expect(await errorBody(response)).toEqual({ message: m.invalidBody, code: "invalid_body" });
    const later = await upgrade(ticket);
    expect(later.status).toBe(101);
    collect(later.webSocket!).close();
  });
});

describe("live messages", () => {
  it("names the request that caused a notice by the server's own id, answers it, and lists the notices on the answer", async () => {
    const alice = await createUser();
    await withSockets([alice], async ([live]) => {
      // A client's id is never taken: another tab could otherwise name its writes as this one's.
      const chosen = "tab-a-0123456789abcdef";
      const answer = await call("POST", "/api/shopping-lists", { token: alice.token, body: {}, headers: { "X-Request-Id": chosen } });
      expect(answer.status).toBe(201);
      const given = answer.headers.get("X-Request-Id")!;
      expect(given).toMatch(/^[0-9a-f-]{36}$/);
      expect(given).not.toBe(chosen);
      expect(answer.headers.get("X-Live-Notices")).toBe("shopping_list_updated");
      expect(await live!.next()).toEqual({ ...shoppingUpdate, cause: given });
    });
  });

  it("gives two writes two ids, each named by its own notice", async () => {
    const alice = await createUser();
    await withSockets([alice], async ([live]) => {
      const first = await call("POST", "/api/shopping-lists", { token: alice.token, body: {} });
      expect(await live!.next()).toEqual({ ...shoppingUpdate, cause: first.headers.get("X-Request-Id") });
      const list = (await first.json()) as { id: string };
      const second = await call("POST", "/api/shopping-items", { token: alice.token, body: { listId: list.id, name: "Mjólk" } });
      expect(second.status).toBe(201);
      expect(second.headers.get("X-Request-Id")).not.toBe(first.headers.get("X-Request-Id"));
      expect(await live!.next()).toEqual({ ...shoppingUpdate, cause: second.headers.get("X-Request-Id") });
    });
  });

  it("lists no notice on a write that sends none (a replayed create), so its tab expects no echo", async () => {
    const alice = await createUser();
    expect((await call("POST", "/api/shopping-lists", { token: alice.token, body: {} })).status).toBe(201);
    const again = await call("POST", "/api/shopping-lists", { token: alice.token, body: {} });
    expect(again.status).toBe(201);
    expect(again.headers.get("X-Live-Notices")).toBeNull();
  });

  it('answers {"type":"ping"} with {"type":"pong"}', async () => {
    const user = await createUser();
    await withSockets([user], async ([live]) => {
      live!.send({ type: "ping" });
      expect(await live!.next()).toEqual({ type: "pong" });
      live!.send({ type: "ping" });
      expect(await live!.next()).toEqual({ type: "pong" });
    });
  });

  it("ignores any other message from the client and keeps the socket open", async () => {
    const user = await createUser();
    await withSockets([user], async ([live]) => {
      live!.send("hello");
      live!.send({ type: "shopping_list_updated", at: new Date().toISOString() });
      live!.send("{not json");
      expect(await live!.silentFor(QUIET_MS)).toBe(true);
      live!.send({ type: "ping" });
      expect(await live!.next()).toEqual({ type: "pong" });
    });
  });

  it("tells a socket of the family about a shopping write, and a socket of another family nothing", async () => {
    const { alice, mallory } = await twoFamilies();
    await withSockets([alice, mallory], async ([aliceLive, malloryLive]) => {
      expect((await call("POST", "/api/shopping-lists", { token: alice.token, body: {} })).status).toBe(201);
      expect(await aliceLive!.next()).toEqual(causedShoppingUpdate);
      expect(await malloryLive!.silentFor(QUIET_MS)).toBe(true);
    });
  });

  it("says nothing when the family's list already existed", async () => {
    const alice = await createUser();
    expect((await call("POST", "/api/shopping-lists", { token: alice.token, body: {} })).status).toBe(201);
    await withSockets([alice], async ([live]) => {
      expect((await call("POST", "/api/shopping-lists", { token: alice.token, body: {} })).status).toBe(201);
      expect(await live!.silentFor(QUIET_MS)).toBe(true);
    });
  });

  it("tells every socket of the family, whichever member opened it", async () => {
    const alice = await createUser();
    const bob = await createUser({ familyId: alice.familyId });
    await withSockets([alice, bob, alice], async (sockets) => {
      await itemOf(bob);
      for (const live of sockets) {
        expect(await live.next()).toEqual(causedShoppingUpdate);
        await live.drain();
      }
      expect(await familyRoom(env, alice.familyId).connections()).toBe(3);
    });
  });

  it.each([
    [
      "adding an item",
      async (user: TestUser, item: ShoppingItem) => call("POST", "/api/shopping-items", { token: user.token, body: { listId: item.listId, name: "Breyð" } }),
    ],
    [
      "ticking an item",
      async (user: TestUser, item: ShoppingItem) => call("PATCH", `/api/shopping-items/${item.id}`, { token: user.token, body: { completed: true } }),
    ],
    [
      "renaming an item",
      async (user: TestUser, item: ShoppingItem) => call("PATCH", `/api/shopping-items/${item.id}`, { token: user.token, body: { name: "Ost" } }),
    ],
    ["deleting an item", async (user: TestUser, item: ShoppingItem) => call("DELETE", `/api/shopping-items/${item.id}`, { token: user.token })],
  ])("broadcasts shopping_list_updated after %s", async (_case, write) => {
    const user = await createUser();
    const item = await itemOf(user);
    await withSockets([user], async ([live]) => {
      const response = await write(user, item);
      expect(response.status).toBeLessThan(300);
      expect(await live!.next()).toEqual(causedShoppingUpdate);
    });
  });

  it("tells a socket that opens just after a change about it, once per type: the phone may have read the list before the change", async () => {
    const user = await createUser();
    const before = Date.now();
    await itemOf(user); // creates the list and adds an item: two notices
    // The notices go out just after the answers (waitUntil); connect clearly later.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const connecting = Date.now();
    const live = await openLive(user);
    try {
      const message = (await live.next()) as { type: string; at: string };
      expect(message).toEqual(shoppingUpdate);
      // The time of the change, not of the connection.
      expect(Date.parse(message.at)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(message.at)).toBeLessThan(connecting);
      expect(await live.silentFor(QUIET_MS)).toBe(true);
    } finally {
      live.close();
    }
  });

  it("still catches a new socket up after the room has been evicted from memory", async () => {
    const user = await createUser();
    await itemOf(user);
    await evictAllDurableObjects();
    const live = await openLive(user);
    try {
      expect(await live.next()).toEqual(shoppingUpdate);
    } finally {
      live.close();
    }
  });

  it("tells a new socket nothing of a change older than LIVE_CATCH_UP_MS", async () => {
    const user = await createUser();
    await itemOf(user);
    await runInDurableObject(familyRoom(env, user.familyId), (_room: FamilyRoom, state) => {
      state.storage.kv.put(toldKey("shopping_list_updated"), Date.now() - LIVE_CATCH_UP_MS - 1_000);
    });
    const live = await openLive(user);
    try {
      expect(await live.silentFor(QUIET_MS)).toBe(true);
    } finally {
      live.close();
    }
  });

  it("never catches a new socket up on another family's changes", async () => {
    const { alice, mallory } = await twoFamilies();
    await itemOf(mallory);
    const live = await openLive(alice);
    try {
      expect(await live.silentFor(QUIET_MS)).toBe(true);
    } finally {
      live.close();
    }
  });

  it("keeps answering pings and telling the family after its room has been evicted from memory", async () => {
    const user = await createUser();
    await withSockets([user], async ([live]) => {
      await evictAllDurableObjects();
      live!.send({ type: "ping" });
      expect(await live!.next()).toEqual({ type: "pong" });
      expect((await call("POST", "/api/shopping-lists", { token: user.token, body: {} })).status).toBe(201);
      expect(await live!.next()).toEqual(causedShoppingUpdate);
    });
  });

  it("forgets a socket once the phone closes it", async () => {
    const user = await createUser();
    const live = await openLive(user);
    const room = familyRoom(env, user.familyId);
    expect(await room.connections()).toBe(1);
    live.close();
    await expect.poll(() => room.connections(), { timeout: 2_000 }).toBe(0);
  });

  it("broadcasts nothing after a refused write", async () => {
    const { alice, mallory } = await twoFamilies();
    const item = await itemOf(alice);
    await withSockets([alice], async ([live]) => {
      expect((await call("PATCH", `/api/shopping-items/${item.id}`, { token: mallory.token, body: { completed: true } })).status).toBe(404);
      expect((await call("PATCH", `/api/shopping-items/${item.id}`, { token: alice.token, body: { quantity: 0 } })).status).toBe(400);
      expect((await call("POST", "/api/shopping-items", { token: alice.token, body: { listId: "unknown", name: "x" } })).status).toBe(404);
      expect(await live!.silentFor(QUIET_MS)).toBe(true);
    });
  });
});
