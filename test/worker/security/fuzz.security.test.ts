import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "@contract/errors";
import { call } from "@test/helpers/api";
import { badBodies, badIds, FUZZ_SEED, percentEncode, type BadBody } from "@test/helpers/fuzz";
import { idCases, ROUTES, type RouteCase, splitKey } from "@test/helpers/route-matrix";
import { createUser } from "@test/helpers/factories";
import { extraScreen } from "@test/helpers/kitchen";
import { type FamilyWorld, seedFamily, snapshotFamily, tableCounts } from "@test/helpers/world";

const BODY_RUNS = 400;
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

let membersWorld: Promise<FamilyWorld> | undefined;

/**
 * The world a case aims at, and the token it sends. The members' routes share one world, made once:
 * every case refuses every request and proves it wrote nothing, so none changes it for the next. Each
 * case still sends as a caller of its own (a new member of that family, or a new screen of its
 * kitchen): the 300 writes a minute are counted per member and per screen before the body is read,
 * and a caller shared by every case would mostly meet 429 instead of the validator. An
 * administrator's case gets a world of its own, as its step-up lasts 10 minutes, less than this file
 * may take on a loaded machine.
 */
async function caseWorld(route: RouteCase): Promise<{ world: FamilyWorld; token: string }> {
  if (route.access === "admin") {
    const world = await seedFamily({ isAdmin: true });
    return { world, token: world.user.token };
  }
  membersWorld ??= seedFamily();
  const world = await membersWorld;
  if (route.access === "kitchen") return { world, token: await extraScreen(world.user) };
  if (route.access === "public") return { world, token: world.user.token };
  return { world, token: (await createUser({ familyId: world.user.familyId })).token };
}

/** A body sent as JSON that the route's own schema takes: sending it would be a valid request. */
function acceptedBySchema(bad: BadBody, schema: v.GenericSchema): boolean {
  if (bad.kind === "too large" || bad.contentType !== "application/json") return false;
  try {
    const value: unknown = JSON.parse(bad.raw);
    return typeof value === "object" && value !== null && !Array.isArray(value) && v.is(schema, value);
  } catch {
    return false;
  }
}

const bodyRoutes = Object.entries(ROUTES).filter(([, route]) => route.body);

describe(`malformed bodies (fast-check, seed ${FUZZ_SEED})`, () => {
  it.each(bodyRoutes)(
    "%s refuses every malformed body and writes nothing",
    async (key, route) => {
      // An administrator for admin routes, so the fuzzed body reaches the validator rather than the role check.
      const { world, token: caller } = await caseWorld(route);
      const { method } = splitKey(key);
      const request = route.request(world);
      const fields = route.body!.fields;
      const valid = Object.fromEntries(Object.entries(request.body ?? {}).filter(([field]) => fields.includes(field)));
      const token = route.access === "public" ? undefined : caller;
      const countsBefore = await tableCounts();
      const familyBefore = await snapshotFamily(world.user.familyId);

      // A change the schema still accepts (a null where null means none, a field it ignores) is no malformed body.
      const malformed = badBodies(valid, route.body!.required).filter((bad) => !acceptedBySchema(bad, route.body!.schema));
      await fc.assert(
        fc.asyncProperty(malformed, async (bad) => {
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

const pathCases = idCases().map((entry) => [entry.name, entry] as const);

describe(`ids that are not ours (fast-check, seed ${FUZZ_SEED})`, () => {
  it("covers every path parameter of the declared routes", () => {
    for (const key of Object.keys(ROUTES).filter((entry) => entry.includes("/:"))) {
      expect(
        pathCases.some(([, entry]) => entry.key === key),
        key,
      ).toBe(true);
    }
  });

  it.each(pathCases)(
    "%s refuses every unknown id and writes nothing",
    async (_name, { key, route, path }) => {
      const { world, token } = await caseWorld(route.access === "admin" ? { ...route, access: "family" } : route);
      const { method } = splitKey(key);
      const { body, headers } = route.request(world);
      const countsBefore = await tableCounts();
      const familyBefore = await snapshotFamily(world.user.familyId);
      await fc.assert(
        fc.asyncProperty(badIds, async (id) => {
          const response = await call(method, path(world, percentEncode(id)), { token, body, headers });
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
