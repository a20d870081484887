import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { LIVE_NOTICES_HEADER } from "@contract/realtime";
import { apiRoutes } from "@worker/api-routes";
import { createApp } from "@worker/app";
import { sessions, users } from "@worker/db/schema";
import { type CallOptions, call, json } from "@test/helpers/api";
import { createUser, db } from "@test/helpers/factories";
import { ROUTES, routeKey, splitKey, tokenFor, type RouteCase } from "@test/helpers/route-matrix";
import { steppedQueue } from "@test/helpers/queue";
import { type FamilyWorld, seedFamily, snapshotFamily } from "@test/helpers/world";

const entries = Object.entries(ROUTES);
/** The tests that loop over every route grow with the API (seeding a world per row): they get five minutes each (vitest's default is 30 s). */
const EVERY_ROUTE_MS = 300_000;
/** Routes whose success has no JSON body: nothing, a redirect, an upgrade, a calendar, the reference itself. */
const NO_JSON_ANSWER = [
  "POST /api/auth/logout",
  "GET /api/auth/verify",
  "GET /api/ws",
  "GET /api/families/:familyId/calendar.ics",
  "GET /api/openapi.json",
  "DELETE /api/family-members/:id",
  "DELETE /api/families/:familyId/invites/:id",
  "DELETE /api/families/:familyId/home-links/:id",
  "DELETE /api/reminders/:id",
  "DELETE /api/shopping-items/:id",
  "DELETE /api/dinner-meals/:id",
  "DELETE /api/events/:id",
  "DELETE /api/families/:familyId/calendar-subscriptions/:id",
  "POST /api/admin-messages/:id/read",
  "POST /api/auth/step-up",
  "DELETE /api/admin/messages/:id",
  "DELETE /api/admin/users/:id",
  "POST /api/push/subscriptions",
  "DELETE /api/push/subscriptions",
  "DELETE /api/caldav/app-passwords/:id",
  "DELETE /api/kitchen/screens/:id",
  "PUT /api/kitchen/members/:id/pin",
  "DELETE /api/kitchen/members/:id/pin",
  "PUT /api/kitchen/members/:id/away",
  "DELETE /api/kitchen/members/:id/away",
  "DELETE /api/kitchen/chores/:id",
  "DELETE /api/kitchen/completions/:id",
  "DELETE /api/kitchen/rewards/:id",
  "DELETE /api/families/:familyId/helpers/:id",
  "POST /api/families/:familyId/helpers/:id/devices/:deviceId/let-in",
  "DELETE /api/families/:familyId/helpers/:id/devices/:deviceId",
  "GET /api/families/:familyId/helpers/:id/calendar.ics",
  "GET /api/photos/:id",
  "DELETE /api/photos/:id",
  "GET /api/kitchen/screen/photos/:id",
  "DELETE /api/recipes/:id",
];
const guarded = entries.filter(([, route]) => route.access !== "public");

function send(key: string, route: RouteCase, world: Awaited<ReturnType<typeof seedFamily>>, token?: string, options: Pick<CallOptions, "env"> = {}) {
  const { method } = splitKey(key);
  const request = route.request(world);
  return call(method, request.path, { token, body: request.body, headers: request.headers, ...options });
}

/** Tokens that must never open a signed-in route. */
async function deadTokens() {
  const secret = new TextEncoder().encode(env.JWT_SECRET);
  const expiredUser = await createUser();
  const payload = JSON.parse(atob(expiredUser.token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
  const expired = await new SignJWT({ ...payload, exp: Math.floor(Date.now() / 1000) - 1 }).setProtectedHeader({ alg: "HS256" }).sign(secret);

  const deleted = await createUser();
  await db.delete(users).where(eq(users.id, deleted.id));

  const loggedOut = await createUser();
  expect((await call("POST", "/api/auth/logout", { token: loggedOut.token })).status).toBe(204);

  // A password change revokes every session of the user (reset, and later the admin's set-password).
  const changed = await createUser();
  await db.delete(sessions).where(eq(sessions.userId, changed.id));

  return {
    "no token": undefined,
    "a malformed token": "not-a-jwt",
    "an expired token": expired,
    "a token of a deleted user": deleted.token,
    "a token after logout": loggedOut.token,
    "a token after a password change": changed.token,
  };
}

describe("the route matrix (derived from the route declarations)", () => {
  it("covers exactly the routes the app mounts, those mounted with .all() included", () => {
    // Middleware (`use`) is listed as ALL on a wildcard path; a route mounted with .all() has a path of its own.
    // The CalDAV server is no JSON route: its own tests attack it (test/worker/caldav*.test.ts), `/` included
    // (its DAV methods lead to /caldav/, GET and HEAD are the web app's files).
    const caldav = /^\/((caldav|\.well-known\/caldav)(\/|$)|$)/;
    const mounted = new Set(
      createApp()
        .routes.filter((route) => !(route.method === "ALL" && route.path.endsWith("*")) && !caldav.test(route.path))
        .map((route) => routeKey(route.method, route.path)),
    );
    expect([...mounted].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it("has every /api/admin/* row as admin", () => {
    for (const [key, route] of entries.filter(([entry]) => splitKey(entry).path.startsWith("/api/admin/"))) expect(route.access, key).toBe("admin");
  });

  it("has exactly the API reference's public routes as public (GET /api/openapi.json)", async () => {
    const publicRows = entries.filter(([, route]) => route.access === "public").map(([key]) => key);
    const document = await json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(await call("GET", "/api/openapi.json"));
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.security?.length === 0)
        .map(([method]) => routeKey(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ":$1"))),
    );
    expect(publicRows.sort()).toEqual(documented.sort());
  });

  it(
    "each row's own request works for the family that owns the data, and answers the body its declaration describes",
    async () => {
      // What the requests queue (an outside calendar's first refresh, the admin broadcast to every
      // family) is held, and each request's after-answer work awaited: nothing runs on after the test.
      const held = steppedQueue();
      // A read changes nothing its own request or another read needs, so the reads share a world (one
      // for the members' routes, one for the administrators'); every write gets a fresh one.
      const readWorlds = new Map<boolean, FamilyWorld>();
      const worldFor = async (key: string, isAdmin: boolean) => {
        if (splitKey(key).method !== "GET") return seedFamily({ isAdmin });
        const world = readWorlds.get(isAdmin) ?? (await seedFamily({ isAdmin }));
        readWorlds.set(isAdmin, world);
        return world;
      };
      for (const [key, route] of entries) {
        const world = await worldFor(key, route.access === "admin");
        const response = await send(key, route, world, tokenFor(route, world), { env: held.env });
        expect(response.status, key).toBe(route.ownStatus);
        const told = response.headers.get(LIVE_NOTICES_HEADER)?.split(", ") ?? [];
        expect(
          told.filter((type) => !route.tells.includes(type)),
          `${key}: notices it does not declare in tells`,
        ).toEqual([]);
        if (route.answerSchema && response.status === route.ownStatus && response.status < 300) {
          const checked = v.safeParse(route.answerSchema, await response.json());
          expect(checked.issues?.map((issue) => `${v.getDotPath(issue) ?? ""}: ${issue.message}`) ?? [], key).toEqual([]);
        }
      }
    },
    EVERY_ROUTE_MS,
  );

  it("describes the answer of every route, the admin routes too, with a schema (those with no JSON body aside)", () => {
    const undescribed = entries.filter(([key, route]) => !route.answerSchema && !NO_JSON_ANSWER.includes(key)).map(([key]) => key);
    expect(undescribed).toEqual([]);
  });
});

describe("every signed-in route refuses a caller without a live session", () => {
  it(
    "answers 401 with {message, code} for each kind of dead token",
    async () => {
      const world = await seedFamily();
      const tokens = await deadTokens();
      for (const [key, route] of guarded) {
        const before = await snapshotFamily(world.user.familyId);
        for (const [kind, token] of Object.entries(tokens)) {
          const response = await send(key, route, world, token);
          expect(response.status, `${key} with ${kind}`).toBe(401);
          expect(await response.json(), `${key} with ${kind}`).toMatchObject({ code: "unauthenticated", message: expect.any(String) });
        }
        expect(await snapshotFamily(world.user.familyId), key).toBe(before);
      }
    },
    EVERY_ROUTE_MS,
  );

  it("admin routes answer 403 to a signed-in user who is not an admin", async () => {
    const adminRoutes = entries.filter(([, route]) => route.access === "admin");
    const world = await seedFamily();
    for (const [key, route] of adminRoutes) {
      expect((await send(key, route, world, world.user.token)).status, key).toBe(403);
    }
  });
});

describe("no route's safety depends on where it is mounted", () => {
  it(
    "mounted in the reverse order, every signed-in route still answers 401 without a token, and every admin route 403 to a member",
    async () => {
      const reversed = createApp([...apiRoutes].reverse());
      const world = await seedFamily();
      for (const [key, route] of guarded) {
        const { method } = splitKey(key);
        const request = route.request(world);
        const send = async (token?: string) => {
          const headers = new Headers({ ...request.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) });
          if (request.body) headers.set("Content-Type", "application/json");
          const body = request.body ? JSON.stringify(request.body) : undefined;
          const ctx = createExecutionContext();
          const response = await reversed.request(request.path, { method, headers, body }, env, ctx);
          await waitOnExecutionContext(ctx);
          return response;
        };
        expect((await send()).status, key).toBe(401);
        if (route.access === "admin") expect((await send(world.user.token)).status, key).toBe(403);
      }
    },
    EVERY_ROUTE_MS,
  );
});

describe("family data never crosses families", () => {
  it(
    "another family's user aiming at this family's ids gets 403/404 and changes nothing",
    async () => {
      const victim = await seedFamily();
      const victimIds = [
        victim.user.familyId,
        victim.user.id,
        victim.listId,
        victim.itemId,
        victim.tickedItemId,
        victim.extraMemberId,
        victim.user.memberId,
        victim.ticketId,
      ];
      // A route that acts on the caller's own data ("own": logout ends the attacker's session) gets a
      // fresh attacker; a refused request changes nothing of the attacker's, so those share one. (Its
      // refused writes count against its 300 a minute: far more routes than that would answer 429,
      // which no row expects, so the test would fail loudly rather than check less.)
      const refusedAttacker = await seedFamily();
      for (const [key, route] of guarded) {
        const attacker = route.foreign === "own" ? await seedFamily() : refusedAttacker;
        const before = await snapshotFamily(victim.user.familyId);
        const response = await send(key, route, victim, tokenFor(route, attacker));
        if (route.foreign === "own") {
          expect(response.status, key).toBeLessThan(500);
        } else {
          expect(route.foreign, key).toContain(response.status);
        }
        const text = await response.text();
        for (const id of victimIds) expect(text, `${key} leaks ${id}`).not.toContain(id);
        expect(await snapshotFamily(victim.user.familyId), key).toBe(before);
      }
    },
    EVERY_ROUTE_MS,
  );
});
