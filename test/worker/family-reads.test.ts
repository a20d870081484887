import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { events, users } from "@worker/db/schema";
import { createApp } from "@worker/app";
import benchWorker from "@worker/bench-entry";
import { defineFamilyRead, type FamilyParam, type FamilySelects } from "@worker/lib/family-read";
import { aliased, preparedSelect } from "@worker/lib/prepared-select";
import { mountRoutes } from "@worker/http/mount";
import { familyListRoute } from "@worker/http/route";
import { familyMembersRead, openInvitesRead } from "@worker/services/family/families";
import { completedRemindersRead, remindersRead } from "@worker/services/tasks/reminders";
import { eventsRead, finishedEventsRead } from "@worker/services/calendar/event-reads";
import { completedMealsRead, dinnerMealsRead } from "@worker/services/meals/meals";
import { shoppingListsRead } from "@worker/services/shopping/lists";
import { shoppingStatisticsRead } from "@worker/services/shopping/statistics";
import { shopOrderRead, shoppingSuggestionsRead } from "@worker/services/shopping/insights";
import { call, json, ORIGIN } from "@test/helpers/api";
import { subscriptionsRead } from "@worker/services/outside-calendars/subscriptions";
import { createUser, db } from "@test/helpers/factories";
import { homesRead } from "@worker/services/two-homes/read";
import { childCardsRead } from "@worker/services/helpers/cards";
import { helperLinksRead } from "@worker/services/helpers/links";
import { recipesRead } from "@worker/services/recipes/recipe-list";
import { ROUTES } from "@test/helpers/route-matrix";

/** A read with parameters, as a calendar would have: the family's events starting in [from, to), at most `limit`. */
const instant = (name: string) => v.pipe(v.string(), v.isoTimestamp(`${name}: an ISO time such as 2026-05-01T00:00:00.000Z`));
const eventsInRangeRead = defineFamilyRead({
  params: v.object({
    from: instant("from"),
    to: instant("to"),
    limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(50, "limit: at most 50")), "20"),
  }),
  example: { from: "2026-05-01T00:00:00.000Z", to: "2026-06-01T00:00:00.000Z", limit: 20 },
  selects: [
    preparedSelect((qb, param: FamilyParam<"from" | "to" | "limit">) =>
      qb
        .select(aliased({ id: events.id, title: events.title, startTime: events.startTime }))
        .from(events)
        .where(and(eq(events.familyId, param("familyId")), gte(events.startTime, param("from")), lt(events.startTime, param("to"))))
        .orderBy(asc(events.startTime))
        .limit(param("limit")),
    ),
  ] as const,
  answer: ([rows], { limit }) => ({ limit, events: rows }),
});
const EVENTS_PATH = "/api/families/:familyId/events-in-range";
const appWithEventsRead = createApp();
mountRoutes(appWithEventsRead, [
  familyListRoute({ path: EVENTS_PATH, summary: "Events in a range (test).", tag: "test", answer: { status: 200, description: "" }, read: eventsInRangeRead }),
]);

async function readEvents(user: { familyId: string; token: string }, query: string, familyId = user.familyId) {
  const ctx = createExecutionContext();
  const path = `${EVENTS_PATH.replace(":familyId", familyId)}?${query}`;
  const response = await appWithEventsRead.request(path, { headers: { Authorization: `Bearer ${user.token}` } }, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A read's selects with real values bound: the family's id, a reader (for a read whose rows are a member's) and the read's declared example parameters. */
const withExample =
  <Q extends Record<string, unknown>>(read: { selects: FamilySelects<keyof Q & string>; example: Q }) =>
  (familyId: string) =>
    read.selects.map((select) => ({ sql: select.sql, values: select.values({ ...read.example, familyId, viewerId: "reader" }) }));

/** Every family list read of the app; a new one gets a row here (its route declared in worker/routes/). */
const READS = {
  members: withExample(familyMembersRead),
  invites: withExample(openInvitesRead),
  reminders: withExample(remindersRead),
  "reminders/completed": withExample(completedRemindersRead),
  "dinner-meals": withExample(dinnerMealsRead),
  "dinner-meals/completed": withExample(completedMealsRead),
  "shopping-lists": withExample(shoppingListsRead),
  "shopping-statistics": withExample(shoppingStatisticsRead),
  events: withExample(eventsRead),
  "events/finished": withExample(finishedEventsRead),
  "shopping-order": withExample(shopOrderRead),
  "shopping-suggestions": withExample(shoppingSuggestionsRead),
  "calendar-subscriptions": withExample(subscriptionsRead),
  homes: withExample(homesRead),
  helpers: withExample(helperLinksRead),
  "child-cards": withExample(childCardsRead),
  recipes: withExample(recipesRead),
};
/**
 * Reads that sum up the family's purchase history (services/shopping/insights.ts): they must still
 * reach rows through an index, scoped by the family, but group and number them as they go (linear
 * in the family's purchases, the price of learning from them on read instead of on every tick).
 */
const AGGREGATE_READS: readonly string[] = ["shopping-order", "shopping-suggestions"];
/** GET routes under /api/families/:familyId/ that are not list reads (the calendar feed, its link and a helper's feed). */
const NOT_LIST_READS = ["calendar-feed", "calendar.ics", "helpers/:id/calendar.ics"];
const FAMILY_READS = Object.keys(READS) as (keyof typeof READS)[];
/** The selects checked against the schema: the app's reads, and the test's read with parameters. */
const SELECTS = { ...READS, "events in a range (test)": withExample(eventsInRangeRead) };
/** A history page's read needs the cursor of the page before. */
const HISTORY_PAGE_QUERY = `?${new URLSearchParams({ before: "2026-05-01T00:00:00.000Z|m" })}`;
const readPath = (familyId: string, read: keyof typeof READS) =>
  `/api/families/${familyId}/${read}${read.endsWith("/completed") || read.endsWith("/finished") ? HISTORY_PAGE_QUERY : ""}`;

/** The headers the bench reads (bench/phases/api.mjs): the round trips to every database, and by database. */
const D1_CALLS_HEADER = "X-Bench-D1-Calls";
const D1_DATABASES_HEADER = "X-Bench-D1-Databases";

/**
 * A request through the Worker as `npm run bench` runs it, which counts the request's D1 round
 * trips: in all, and on each database it reached (`DB_00=1`), so a trip to the directory shows.
 */
async function countedRead(path: string, token: string) {
  const ctx = createExecutionContext();
  const response = await benchWorker.fetch(new Request(`${ORIGIN}${path}`, { headers: { Authorization: `Bearer ${token}` } }), env, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, d1Calls: Number(response.headers.get(D1_CALLS_HEADER)), databases: response.headers.get(D1_DATABASES_HEADER) };
}

/** The user's family changes under a token that still names the old one (as after the family is removed and they join another). */
async function moveToNewFamily(user: { id: string }) {
  const other = await createUser();
  await db.update(users).set({ familyId: other.familyId }).where(eq(users.id, user.id));
  return other;
}

describe("family list reads", () => {
  it("covers every GET /api/families/:familyId/… route of the declared routes", () => {
    const familyReads = Object.keys(ROUTES)
      .filter((key) => key.startsWith("GET /api/families/:familyId/"))
      .map((key) => key.slice("GET /api/families/:familyId/".length))
      .filter((read) => !NOT_LIST_READS.includes(read));
    expect(familyReads.sort()).toEqual([...FAMILY_READS].sort());
  });

  it.each(FAMILY_READS)("%s answers in one D1 round trip: the session check rides in the read's batch", async (read) => {
    const alice = await createUser();
    // On the family database alone: the token names it, so the directory is not asked.
    expect(await countedRead(readPath(alice.familyId, read), alice.token)).toEqual({ status: 200, d1Calls: 1, databases: `${alice.db}=1` });
  });

  it.each(Object.keys(SELECTS))("%s: no two columns of one select share a name (D1 answers rows as objects)", async (read) => {
    const alice = await createUser();
    for (const select of SELECTS[read as keyof typeof SELECTS](alice.familyId)) {
      const [names] = await env.DB.prepare(select.sql)
        .bind(...select.values)
        .raw<unknown[]>({ columnNames: true });
      expect(names!.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names!.length);
    }
  });

  it.each(Object.keys(SELECTS).filter((read) => !AGGREGATE_READS.includes(read)))(
    "%s: every select is read in its order off an index — no table scan, no sort per read",
    async (read) => {
      const alice = await createUser();
      for (const select of SELECTS[read as keyof typeof SELECTS](alice.familyId)) {
        const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${select.sql}`)
          .bind(...select.values)
          .all<{ detail: string }>();
        const steps = plan.results.map((row) => row.detail);
        expect(steps.length).toBeGreaterThan(0);
        expect(steps.filter((step) => !/^SEARCH \w+ USING (COVERING )?INDEX /.test(step))).toEqual([]);
      }
    },
  );

  it.each(AGGREGATE_READS)("%s reaches the family's rows through an index only — no table scan", async (read) => {
    const alice = await createUser();
    for (const select of SELECTS[read as keyof typeof SELECTS](alice.familyId)) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${select.sql}`)
        .bind(...select.values)
        .all<{ detail: string }>();
      const steps = plan.results.map((row) => row.detail);
      expect(steps.some((step) => /^SEARCH \w+ USING (COVERING )?INDEX /.test(step))).toBe(true);
      // A scan of a subquery's own rows is the grouping walking what the index search found.
      expect(steps.filter((step) => /^SCAN (?!\(subquery|\w+ \(subquery)/.test(step) && !/^SCAN \(/.test(step))).toEqual([]);
    }
  });

  it.each(FAMILY_READS)("%s refuses a signed-out session in the same single batch", async (read) => {
    const alice = await createUser();
    expect((await call("POST", "/api/auth/logout", { token: alice.token })).status).toBe(204);
    expect(await countedRead(readPath(alice.familyId, read), alice.token)).toEqual({ status: 401, d1Calls: 1, databases: `${alice.db}=1` });
  });

  it.each(FAMILY_READS)("%s: a token naming the user's old family reads the new one and never the old", async (read) => {
    const alice = await createUser();
    const oldFamilyId = alice.familyId;
    const other = await moveToNewFamily(alice);
    const list = await json<{ id: string }>(await call("POST", "/api/shopping-lists", { token: other.token, body: {} }));
    const item = await call("POST", "/api/shopping-items", { token: other.token, body: { listId: list.id, name: "Bara hjá nýggju familjuni", quantity: 1 } });
    expect(item.status).toBe(201);

    const old = await countedRead(readPath(oldFamilyId, read), alice.token);
    // One read decides the refusal; the second call is the 403's security event, written after the answer.
    expect(old).toEqual({ status: 403, d1Calls: 2, databases: `${alice.db}=2` });
    const fresh = await call("GET", readPath(other.familyId, read), { token: alice.token });
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toEqual(await (await call("GET", readPath(other.familyId, read), { token: other.token })).json());
  });

  it.each(FAMILY_READS)("%s refuses a user whose family is gone, though the token still names it", async (read) => {
    const alice = await createUser();
    await db.update(users).set({ familyId: null }).where(eq(users.id, alice.id));
    const answer = await call("GET", readPath(alice.familyId, read), { token: alice.token });
    expect(answer.status).toBe(403);
    expect(await json(answer)).toMatchObject({ code: "forbidden" });
  });
});

describe("family reads with parameters", () => {
  async function familyWithEvents() {
    const alice = await createUser();
    const titles = ["Apríl", "Mai 1", "Mai 2", "Mai 3", "Juni"];
    const starts = ["2026-04-30T23:59:59.999Z", "2026-05-01T00:00:00.000Z", "2026-05-10T08:00:00.000Z", "2026-05-20T08:00:00.000Z", "2026-06-01T00:00:00.000Z"];
    await db.insert(events).values(
      titles.map((title, index) => ({
        id: crypto.randomUUID(),
        familyId: alice.familyId,
        title,
        startTime: starts[index]!,
        endTime: starts[index]!,
        createdAt: new Date().toISOString(),
      })),
    );
    return alice;
  }

  it("answers only the rows the parameters select, bound as values, in order and at most `limit`", async () => {
    const alice = await familyWithEvents();
    const may = await readEvents(alice, "from=2026-05-01T00:00:00.000Z&to=2026-06-01T00:00:00.000Z&limit=2");
    expect(may.status).toBe(200);
    expect(await json(may)).toEqual({
      limit: 2,
      events: [
        { id: expect.any(String), title: "Mai 1", startTime: "2026-05-01T00:00:00.000Z" },
        { id: expect.any(String), title: "Mai 2", startTime: "2026-05-10T08:00:00.000Z" },
      ],
    });
    const defaults = await json<{ limit: number; events: { title: string }[] }>(
      await readEvents(alice, "from=2026-05-01T00:00:00.000Z&to=2026-06-01T00:00:00.000Z"),
    );
    expect(defaults).toMatchObject({ limit: 20, events: [{ title: "Mai 1" }, { title: "Mai 2" }, { title: "Mai 3" }] });
  });

  const VALID = { from: "2026-05-01T00:00:00.000Z", to: "2026-06-01T00:00:00.000Z", limit: "5" };
  it.each([
    [{ ...VALID, limit: "0" }, "limit"],
    [{ ...VALID, limit: "51" }, "limit"],
    [{ ...VALID, limit: "two" }, "limit"],
    [{ ...VALID, limit: "1.5" }, "limit"],
    [{ ...VALID, from: "yesterday" }, "from"],
    [{ ...VALID, to: "2026-06-01T00:00:00.000Z' OR 1=1" }, "to"],
    [{ to: VALID.to }, "from"],
  ])("answers 400 invalid_body naming the parameter for %o", async (query, parameter) => {
    const alice = await familyWithEvents();
    const answer = await readEvents(alice, new URLSearchParams(query).toString());
    expect(answer.status).toBe(400);
    const body = await json<{ code: string; message: string; issues: { path: string; message: string }[] }>(answer);
    expect(body.code).toBe("invalid_body");
    expect(body.message).toBe(body.issues[0]!.message);
    expect(body.issues.map((issue) => issue.path)).toContain(parameter);
  });

  it("checks the session and the family before the parameters: 401 and 403 come first", async () => {
    const alice = await familyWithEvents();
    const mallory = await createUser();
    expect((await readEvents(mallory, "limit=0", alice.familyId)).status).toBe(403);
    expect((await call("POST", "/api/auth/logout", { token: alice.token })).status).toBe(204);
    expect((await readEvents(alice, "limit=0")).status).toBe(401);
  });
});
