import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "@contract/errors";
import { call } from "@test/helpers/api";
import { badBodies, badIds, FUZZ_SEED, percentEncode } from "@test/helpers/fuzz";
import { ROUTES, splitKey } from "@test/helpers/route-table";
import { seedFamily, snapshotFamily, tableCounts } from "@test/helpers/world";

const BODY_RUNS = 1_000;
const PATH_RUNS = 150;
const CODES = Object.keys(ERROR_STATUS);

/** A refusal: 4xx, never 5xx, with `{message, code}` (or the reset screens' plain text and X-Error-Code). */
async function expectRefusal(response: Response, plainText: boolean, context: string) {
  expect(response.status, context).toBeGreaterThanOrEqual(400);
  expect(response.status, context).toBeLessThan(500);
  if (plainText && response.headers.get("Content-Type")?.startsWith("text/plain")) {
    expect(CODES, context).toContain(response.headers.get("X-Error-Code"));
    expect((await response.text()).length, context).toBeGreaterThan(0);
    return;
  }
  const body = (await response.json()) as { message?: unknown; code?: unknown };
  expect(typeof body.message === "string" && body.message.length > 0, context).toBe(true);
  expect(CODES, context).toContain(body.code);
  expect(JSON.stringify(body), context).not.toMatch(/at \w+ \(|\.ts:\d+/);
}

const bodyRoutes = Object.entries(ROUTES).filter(([, route]) => route.body);

describe(`malformed bodies (fast-check, seed ${FUZZ_SEED})`, () => {
  it.each(bodyRoutes)(
    "%s refuses every malformed body and writes nothing",
    async (key, route) => {
      const world = await seedFamily();
      const { method } = splitKey(key);
      const request = route.request(world);
      const fields = route.body!.fields;
      const valid = Object.fromEntries(Object.entries(request.body ?? {}).filter(([field]) => fields.includes(field)));
      const token = route.access === "public" ? undefined : world.user.token;
      const countsBefore = await tableCounts();
      const familyBefore = await snapshotFamily(world.user.familyId);

      await fc.assert(
        fc.asyncProperty(badBodies(valid, route.body!.required), async (bad) => {
          const response = await call(method, request.path, { token, rawBody: bad.raw, headers: { "Content-Type": bad.contentType } });
          await expectRefusal(response, route.plainTextErrors === true, `${key} ${bad.kind}: ${bad.raw.slice(0, 200)}`);
        }),
        { seed: FUZZ_SEED, numRuns: BODY_RUNS, endOnFailure: true },
      );

      expect(await tableCounts()).toEqual(countsBefore);
      expect(await snapshotFamily(world.user.familyId)).toBe(familyBefore);
    },
    120_000,
  );
});

/** Routes with an id or token in the path or query, and where the fuzzed value goes. */
const pathCases: [string, (world: Awaited<ReturnType<typeof seedFamily>>, id: string) => string, Record<string, unknown> | undefined][] = [
  ["PATCH /api/shopping-items/:id", (_, id) => `/api/shopping-items/${id}`, { completed: true }],
  ["DELETE /api/shopping-items/:id", (_, id) => `/api/shopping-items/${id}`, undefined],
  ["GET /api/families/:familyId/members", (_, id) => `/api/families/${id}/members`, undefined],
  ["POST /api/families/:familyId/invites", (_, id) => `/api/families/${id}/invites`, undefined],
  ["GET /api/families/:familyId/shopping-lists", (_, id) => `/api/families/${id}/shopping-lists`, undefined],
  ["GET /api/families/:familyId/shopping-statistics", (_, id) => `/api/families/${id}/shopping-statistics`, undefined],
  ["PATCH /api/reminders/:id", (_, id) => `/api/reminders/${id}`, { completed: true }],
  ["DELETE /api/reminders/:id", (_, id) => `/api/reminders/${id}`, undefined],
  ["GET /api/families/:familyId/reminders", (_, id) => `/api/families/${id}/reminders`, undefined],
  ["PATCH /api/family-members/:id", (_, id) => `/api/family-members/${id}`, { name: "Nýtt navn" }],
  ["DELETE /api/family-members/:id", (_, id) => `/api/family-members/${id}`, undefined],
  ["GET /api/families/:familyId/invites", (_, id) => `/api/families/${id}/invites`, undefined],
  ["DELETE /api/families/:familyId/invites/:id", (w, id) => `/api/families/${w.user.familyId}/invites/${id}`, undefined],
  ["PATCH /api/events/:id", (_, id) => `/api/events/${id}`, { title: "Nýtt heiti" }],
  ["DELETE /api/events/:id", (_, id) => `/api/events/${id}`, undefined],
  ["GET /api/families/:familyId/events", (_, id) => `/api/families/${id}/events`, undefined],
  ["GET /api/families/:familyId/calendar-feed", (_, id) => `/api/families/${id}/calendar-feed`, undefined],
  ["POST /api/families/:familyId/calendar-feed/rotate", (_, id) => `/api/families/${id}/calendar-feed/rotate`, undefined],
  ["GET /api/families/:familyId/calendar.ics", (_, id) => `/api/families/${id}/calendar.ics?key=${id}`, undefined],
  ["PATCH /api/dinner-meals/:id", (_, id) => `/api/dinner-meals/${id}`, { completed: true }],
  ["DELETE /api/dinner-meals/:id", (_, id) => `/api/dinner-meals/${id}`, undefined],
  ["GET /api/families/:familyId/dinner-meals", (_, id) => `/api/families/${id}/dinner-meals`, undefined],
  ["POST /api/admin-messages/:id/read", (_, id) => `/api/admin-messages/${id}/read`, undefined],
  ["GET /api/ws", (_, id) => `/api/ws?ticket=${id}`, undefined],
];

describe(`ids that are not ours (fast-check, seed ${FUZZ_SEED})`, () => {
  it.each(pathCases)(
    "%s refuses every unknown id and writes nothing",
    async (key, path, body) => {
      const world = await seedFamily();
      const { method } = splitKey(key);
      const countsBefore = await tableCounts();
      const familyBefore = await snapshotFamily(world.user.familyId);
      await fc.assert(
        fc.asyncProperty(badIds, async (id) => {
          const headers = key === "GET /api/ws" ? { Upgrade: "websocket" } : undefined;
          const response = await call(method, path(world, percentEncode(id)), { token: world.user.token, body, headers });
          await expectRefusal(response, false, `${key} with ${JSON.stringify(id)}`);
        }),
        { seed: FUZZ_SEED, numRuns: PATH_RUNS, endOnFailure: true },
      );
      expect(await tableCounts()).toEqual(countsBefore);
      expect(await snapshotFamily(world.user.familyId)).toBe(familyBefore);
    },
    60_000,
  );

  it("GET /api/auth/verify sends every unknown token to the invalid-link screen", async () => {
    await fc.assert(
      fc.asyncProperty(badIds, async (token) => {
        const response = await call("GET", `/api/auth/verify?token=${percentEncode(token)}`);
        expect(response.status).toBe(302);
        expect(response.headers.get("Location")).toBe("/auth?verified=false");
      }),
      { seed: FUZZ_SEED, numRuns: PATH_RUNS },
    );
  }, 60_000);
});
