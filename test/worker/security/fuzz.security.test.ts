import fc from "fast-check";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { KITCHEN_TOKEN_PREFIX } from "@contract/kitchen-limits";
import { appPasswords, kitchenScreens } from "@worker/db/schema";
import { hashToken } from "@worker/lib/crypto";
import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "@contract/errors";
import { call } from "@test/helpers/api";
import { type DavCredentials, davRequest } from "@test/helpers/caldav-client";
import { type DavCase, davOddCases } from "@test/helpers/dav-fuzz";
import { davWriteCases } from "@test/helpers/dav-fuzz-ics";
import { davXmlCases } from "@test/helpers/dav-fuzz-xml";
import { badBodies, badIds, checkEach, FUZZ_SEED, percentEncode, type BadBody } from "@test/helpers/fuzz";
import { idCases, ROUTES, type RouteCase, splitKey } from "@test/helpers/route-matrix";
import { createUser, db } from "@test/helpers/factories";
import { extraScreen } from "@test/helpers/kitchen";
import { type FamilyWorld, seedFamily, snapshotFamily, tableCounts } from "@test/helpers/world";

const BODY_RUNS = 400;
const PATH_RUNS = 150;
/** CalDAV's cases: a few hundred in all, as every one is a whole signed-in request (docs/features/caldav.md). */
const DAV_XML_RUNS = 200;
const DAV_WRITE_RUNS = 150;
const DAV_ODD_RUNS = 100;
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
      await checkEach(malformed, BODY_RUNS, async (bad) => {
        const response = await call(method, request.path, { token, rawBody: bad.raw, headers: { "Content-Type": bad.contentType } });
        await expectRefusal(response, route.plainTextErrors === true, `${key} ${bad.kind}: ${bad.raw.slice(0, 200)}`);
      });

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
      await checkEach(badIds, PATH_RUNS, async (id) => {
        const response = await call(method, path(world, percentEncode(id)), { token, body, headers });
        await expectRefusal(response, false, `${key} with ${JSON.stringify(id)}`);
      });
      expect(await tableCounts()).toEqual(countsBefore);
      expect(await snapshotFamily(world.user.familyId)).toBe(familyBefore);
    },
    60_000,
  );

  it("GET /api/auth/verify sends every unknown token to the invalid-link screen", async () => {
    await checkEach(badIds, PATH_RUNS, async (token) => {
      const response = await call("GET", `/api/auth/verify?token=${percentEncode(token)}`);
      expect(response.status, JSON.stringify(token)).toBe(302);
      expect(response.headers.get("Location"), JSON.stringify(token)).toBe("/auth?verified=false");
    });
  }, 60_000);
});

/** The methods the CalDAV server offers; any other is 501 (docs/features/caldav.md "Methods"). */
const DAV_METHODS = new Set(["OPTIONS", "GET", "HEAD", "PUT", "DELETE", "PROPFIND", "PROPPATCH", "REPORT"]);

/**
 * A CalDAV answer to a malformed request: 2xx or 4xx (501 for a method not offered), never 5xx, and
 * never the JSON API's error body or a stack.
 */
async function expectDavAnswer(response: Response, request: DavCase): Promise<void> {
  const context = `${request.kind} ${request.path} ${JSON.stringify(request.headers)}: ${(request.body ?? "").slice(0, 200)}`;
  const notOffered = response.status === 501 && !DAV_METHODS.has(request.method.toUpperCase());
  const ok = (response.status >= 200 && response.status < 300) || (response.status >= 400 && response.status < 500) || notOffered;
  expect(ok, `${response.status} for ${context}`).toBe(true);
  const text = await response.text();
  expect(text, context).not.toMatch(/at \w+ \(|\.ts:\d+|"code":/);
}

const sendDav = (credentials: DavCredentials, request: DavCase) =>
  davRequest(request.method, request.path, credentials, { body: request.body, headers: request.headers });

const kitchenRoutes = Object.entries(ROUTES).filter(([, route]) => route.access === "kitchen");

/** Bearer tokens that are no live screen's: made up, cut or changed, another kind of token, a revoked screen's. */
function screenTokens(real: string, revoked: string): fc.Arbitrary<string> {
  return fc.oneof(
    badIds.map((id) => `${KITCHEN_TOKEN_PREFIX}${percentEncode(id)}`),
    fc.string({ maxLength: 80 }).map((text) => `${KITCHEN_TOKEN_PREFIX}${text}`),
    fc.string({ minLength: 1, maxLength: 80 }),
    fc.constantFrom(revoked, `${real}x`, real.slice(0, -1), real.toUpperCase(), `Kitchen.${real.slice(KITCHEN_TOKEN_PREFIX.length)}`, KITCHEN_TOKEN_PREFIX),
  );
}

describe(`the kitchen screen's routes (fast-check, seed ${FUZZ_SEED})`, () => {
  it.each(kitchenRoutes)(
    "%s refuses every token that is no live screen's with 401 and writes nothing",
    async (key, route) => {
      const { world } = await caseWorld(route);
      const { method } = splitKey(key);
      const { path, body } = route.request(world);
      const revoked = await extraScreen(world.user);
      await db.delete(kitchenScreens).where(eq(kitchenScreens.tokenHash, hashToken(revoked)));
      const countsBefore = await tableCounts();
      const familyBefore = await snapshotFamily(world.user.familyId);
      await checkEach(screenTokens(world.kitchen.kitchenToken, revoked), PATH_RUNS / 3, async (token) => {
        const response = await call(method, path, { token, body });
        expect(response.status, `${key} with ${JSON.stringify(token)}`).toBe(401);
        await expectRefusal(response, false, `${key} with ${JSON.stringify(token)}`);
      });
      expect(await tableCounts()).toEqual(countsBefore);
      expect(await snapshotFamily(world.user.familyId)).toBe(familyBefore);
    },
    60_000,
  );

  // The screen's ids travel in its bodies (a chore, a child, a reward, a parent, a request): each is fuzzed as a path's id is.
  const bodyIds = kitchenRoutes.flatMap(([key, route]) => (route.body?.idFields ?? []).map((field) => [`${key} (${field})`, key, route, field] as const));

  it("fuzzes an id of every kitchen route whose body carries one", () => {
    expect(bodyIds.map(([name]) => name)).toEqual(
      expect.arrayContaining(["POST /api/kitchen/screen/ticks (choreId)", "POST /api/kitchen/screen/parent-actions (id)"]),
    );
  });

  it.each(bodyIds)(
    "%s refuses every unknown id in the body and writes nothing",
    async (_name, key, route, field) => {
      const { world, token } = await caseWorld(route);
      const { method } = splitKey(key);
      const { path, body } = route.request(world);
      const countsBefore = await tableCounts();
      const familyBefore = await snapshotFamily(world.user.familyId);
      await checkEach(badIds, PATH_RUNS / 3, async (id) => {
        const response = await call(method, path, { token, body: { ...body, [field]: id } });
        await expectRefusal(response, false, `${key} with ${field} ${JSON.stringify(id)}`);
      });
      expect(await tableCounts()).toEqual(countsBefore);
      expect(await snapshotFamily(world.user.familyId)).toBe(familyBefore);
    },
    60_000,
  );
});

describe(`CalDAV's malformed requests (fast-check, seed ${FUZZ_SEED})`, () => {
  let worlds: Promise<{ world: FamilyWorld; other: FamilyWorld; credentials: DavCredentials }> | undefined;
  /**
   * The family the cases sign in as, with another family whose ids they aim at too. Signed in once
   * before the cases, until the app password's "last used" (written after the answer, once an hour)
   * is set, so the snapshots compare the family's data and not that touch.
   */
  const davWorlds = () => {
    worlds ??= Promise.all([seedFamily(), seedFamily()]).then(async ([world, other]) => {
      const credentials = { username: world.user.username, password: world.appPassword };
      expect((await davRequest("PROPFIND", "/caldav/", credentials, { headers: { Depth: "0" } })).status).toBe(207);
      await expect.poll(async () => (await db.select().from(appPasswords).where(eq(appPasswords.id, world.appPasswordId)))[0]?.lastUsedAt).not.toBeNull();
      return { world, other, credentials };
    });
    return worlds;
  };

  const reads: [string, typeof davXmlCases, number][] = [
    ["every broken PROPFIND, REPORT and PROPPATCH body, odd Depth and odd path", davXmlCases, DAV_XML_RUNS],
    ["every odd method, path and precondition header", davOddCases, DAV_ODD_RUNS],
  ];
  it.each(reads)(
    "answers %s with a 2xx or 4xx, and writes nothing",
    async (_what, cases, numRuns) => {
      const { world, other, credentials } = await davWorlds();
      const countsBefore = await tableCounts();
      const familyBefore = await snapshotFamily(world.user.familyId);
      await fc.assert(
        fc.asyncProperty(cases(world, other), async (request) => expectDavAnswer(await sendDav(credentials, request), request)),
        { seed: FUZZ_SEED, numRuns, endOnFailure: true },
      );
      expect(await tableCounts()).toEqual(countsBefore);
      expect(await snapshotFamily(world.user.familyId)).toBe(familyBefore);
    },
    60_000,
  );

  it("answers every broken iCalendar PUT and every DELETE with a failing If-Match with a 2xx or 4xx, and a refused one writes nothing", async () => {
    const { world, other, credentials } = await davWorlds();
    const otherBefore = await snapshotFamily(other.user.familyId);
    await fc.assert(
      fc.asyncProperty(davWriteCases(world, other), async (request) => {
        const countsBefore = await tableCounts();
        const response = await sendDav(credentials, request);
        const refused = response.status >= 400;
        await expectDavAnswer(response, request);
        if (refused) expect(await tableCounts(), `${request.kind} ${request.path}`).toEqual(countsBefore);
      }),
      { seed: FUZZ_SEED, numRuns: DAV_WRITE_RUNS, endOnFailure: true },
    );
    expect(await snapshotFamily(other.user.familyId)).toBe(otherBefore);
  }, 60_000);
});
