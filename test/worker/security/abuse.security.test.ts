import { exports } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "@contract/limits";
import { authTokens, familyInvites, familyMembers, families, shoppingItems, users } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { registrationQueries } from "@worker/services/auth/accounts";
import { call, json, ORIGIN } from "@test/helpers/api";
import { failingStatement } from "@test/helpers/atomic";
import { registrationBody } from "@test/helpers/auth";
import { createUser, db, dbOfUsername, uniqueName } from "@test/helpers/factories";
import { ROUTES, splitKey, tokenFor } from "@test/helpers/route-matrix";
import { seedFamily, tableCounts } from "@test/helpers/world";

const parallel = <T>(count: number, run: (index: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, index) => run(index)));

describe("atomicity", () => {
  it("a registration batch whose last statement fails leaves no user, family or member behind", async () => {
    const userId = newId();
    const username = uniqueName("atomic");
    const before = await tableCounts();
    const queries = registrationQueries(
      db,
      {
        userId,
        familyId: null,
        passwordHash: "scrypt$1$1$1$AA==$AA==",
        username,
        email: `${username}@example.test`,
        timeZone: "Atlantic/Faroe",
        now: Date.now(),
      },
      failingStatement(db),
    );
    await expect(db.batch(queries)).rejects.toThrow();
    expect(await db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
    expect(await db.select().from(familyMembers).where(eq(familyMembers.userId, userId))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(families)
        .where(sql`${families.name} LIKE ${`%${username}%`}`),
    ).toHaveLength(0);
    expect(await tableCounts()).toEqual(before);
  });
});

describe("mass assignment", () => {
  it("fields a client must not set are ignored: addedBy, completed, familyId, isAdmin", async () => {
    const world = await seedFamily();
    const stranger = await createUser();
    const item = await json<{ id: string; addedBy: string; completed: boolean }>(
      await call("POST", "/api/shopping-items", {
        token: world.user.token,
        body: {
          listId: world.listId,
          name: "Ost",
          addedBy: stranger.id,
          completed: true,
          completedAt: "2000-01-01T00:00:00.000Z",
          familyId: stranger.familyId,
          // No `id`: a client may choose its item's id, a UUID only (offline replay, test/worker/shopping-replay.test.ts).
        },
      }),
    );
    const [row] = await db.select().from(shoppingItems).where(eq(shoppingItems.id, item.id));
    expect(row).toMatchObject({ addedBy: world.user.id, completed: false, completedAt: null, familyId: world.user.familyId });

    const body = await registrationBody({ isAdmin: true, familyId: stranger.familyId, emailVerifiedAt: "2000-01-01T00:00:00.000Z" });
    expect((await call("POST", "/api/auth/register", { body })).status).toBe(201);
    const [created] = await (await dbOfUsername(body.username as string))
      .select()
      .from(users)
      .where(eq(users.username, body.username as string));
    expect(created).toMatchObject({ isAdmin: false, emailVerifiedAt: null });
    expect(created?.familyId).not.toBe(stranger.familyId);
  });

  it("a change with a field beside the one allowed is refused whole", async () => {
    const world = await seedFamily();
    const response = await call("PATCH", `/api/shopping-items/${world.itemId}`, {
      token: world.user.token,
      body: { completed: true, completedAt: "2000-01-01T00:00:00.000Z" },
    });
    expect(response.status).toBe(400);
    const [row] = await db.select().from(shoppingItems).where(eq(shoppingItems.id, world.itemId));
    expect(row?.completed).toBe(false);
  });
});

describe("concurrency: 100 parallel writes of each kind all persist", () => {
  it("items, members, invites, live tickets, ticks and deletes", async () => {
    const world = await seedFamily();
    const token = world.user.token;
    // Three members share the work: one member may write WRITES_PER_USER_PER_MINUTE (300) times a minute.
    const [second, third] = await Promise.all([createUser({ familyId: world.user.familyId }), createUser({ familyId: world.user.familyId })]);
    const added = await parallel(100, (i) => call("POST", "/api/shopping-items", { token, body: { listId: world.listId, name: `Vøra ${i}` } }));
    expect(added.map((response) => response.status)).toEqual(Array(100).fill(201));
    const ids = (await Promise.all(added.map((response) => json<{ id: string }>(response)))).map((item) => item.id);
    expect(new Set(ids).size).toBe(100);

    const membersBefore = (await db.select().from(familyMembers).where(eq(familyMembers.familyId, world.user.familyId))).length;
    const members = await parallel(100, (i) => call("POST", "/api/family-members", { token: second.token, body: { name: `Limur ${i}` } }));
    expect([...new Set(members.map((response) => response.status))]).toEqual([201]);
    expect(await db.select().from(familyMembers).where(eq(familyMembers.familyId, world.user.familyId))).toHaveLength(membersBefore + 100);

    const invites = await parallel(100, () => call("POST", `/api/families/${world.user.familyId}/invites`, { token: second.token }));
    expect([...new Set(invites.map((response) => response.status))]).toEqual([201]);
    expect(await db.select().from(familyInvites).where(eq(familyInvites.familyId, world.user.familyId))).toHaveLength(101);

    const tickets = await parallel(100, () => call("POST", "/api/ws/ticket", { token }));
    expect([...new Set(tickets.map((response) => response.status))]).toEqual([200]);
    const liveTickets = await db.select().from(authTokens).where(sql`${authTokens.userId} = ${world.user.id} AND ${authTokens.kind} = 'live_ticket'`);
    expect(liveTickets).toHaveLength(101);

    const ticks = await Promise.all(ids.map((id) => call("PATCH", `/api/shopping-items/${id}`, { token: third.token, body: { completed: true } })));
    expect([...new Set(ticks.map((response) => response.status))]).toEqual([200]);
    const [ticked] = await db
      .select({ n: sql<number>`count(*)` })
      .from(shoppingItems)
      .where(sql`${shoppingItems.listId} = ${world.listId} AND ${shoppingItems.completed} = 1`);
    expect(ticked?.n).toBe(101);

    const deletes = await Promise.all(ids.map((id) => call("DELETE", `/api/shopping-items/${id}`, { token: third.token })));
    expect([...new Set(deletes.map((response) => response.status))]).toEqual([204]);
    // What the world started with: its open and ticked items and its meal's ingredient.
    expect(await db.select().from(shoppingItems).where(eq(shoppingItems.listId, world.listId))).toHaveLength(3);
  }, 60_000);
});

describe("body size", () => {
  /** A body that arrives as a stream: no Content-Length header for the limit to read. */
  function streamed(method: string, path: string, token: string | undefined, size: number) {
    const chunk = new TextEncoder().encode("x".repeat(8 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= size) return controller.close();
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (token) headers.Authorization = `Bearer ${token}`;
    return exports.default.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body }));
  }

  it("every route with a body answers 413 to more than 64 KiB, with or without Content-Length", async () => {
    const world = await seedFamily();
    for (const [key, route] of Object.entries(ROUTES).filter(([, row]) => row.body)) {
      const { method } = splitKey(key);
      const { path } = route.request(world);
      const token = route.access === "public" ? undefined : tokenFor(route, world);
      const sized = await call(method, path, { token, rawBody: JSON.stringify({ pad: "x".repeat(MAX_BODY_BYTES) }) });
      expect(sized.status, key).toBe(413);
      const chunked = await streamed(method, path, token, MAX_BODY_BYTES * 2);
      expect(chunked.status, `${key} streamed`).toBe(413);
      const body = route.plainTextErrors ? { code: chunked.headers.get("X-Error-Code") } : await json(chunked);
      expect(body, key).toMatchObject({ code: "too_large" });
    }
  });
});

describe("errors never show internals", () => {
  it("a 404 and a 400 carry only {message, code, requestId}, no stack", async () => {
    const user = await createUser();
    for (const response of [await call("GET", "/api/does-not-exist"), await call("POST", "/api/shopping-items", { token: user.token, rawBody: "{broken" })]) {
      const text = await response.text();
      expect(Object.keys(JSON.parse(text)).sort()).toEqual(["code", "message", "requestId"]);
      expect(text).not.toMatch(/\.ts|at \w+|Error:/);
    }
  });
});
