import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  FAMILY_FETCH_WINDOW_MS,
  FAMILY_FETCHES_PER_HOUR,
  FAMILY_REFRESHES_ON_DEMAND_PER_HOUR,
  FAMILY_SUBSCRIPTION_EVENTS_MAX,
  SUBSCRIPTION_MIN_INTERVAL_MS,
} from "@contract/outside-calendar-limits";
import { outsideCalendarMessages as m } from "@contract/outside-calendar-messages";
import { calendarFetches, calendarSubscriptions } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { iso } from "@worker/lib/time";
import { refreshSubscription } from "@worker/services/outside-calendars/refresh";
import { call, errorBody } from "../helpers/api";
import { createUser, db, type TestUser } from "../helpers/factories";
import {
  feedUrl,
  importedRows,
  nextMonday,
  refresh,
  refreshDeps,
  served,
  subscribe,
  subscribedHeld,
  subscriptionRow,
  subscriptionsPath,
} from "../helpers/outside-calendars";
import { steppedQueue } from "../helpers/queue";

/** A feed path of its own (the calendar server counts requests per path), as the school's feed without validators. */
const ownFeed = () => {
  const key = `pace-${newId()}`;
  return { url: feedUrl(`/plain/${key}?monday=${nextMonday()}`), fetches: async () => (await served(`plain/${key}`)).requests };
};

const resume = (user: TestUser, id: string, env = steppedQueue().env, body: Record<string, unknown> = {}) =>
  call("PATCH", `${subscriptionsPath(user.familyId)}/${id}`, { token: user.token, body: { paused: false, ...body }, env });

describe("an outside calendar's pace", () => {
  it("is fetched at most once every SUBSCRIPTION_MIN_INTERVAL_MS: a second refresh in between is deferred to after it and fetches nothing", async () => {
    const alice = await createUser();
    const feed = ownFeed();
    const { sub } = await subscribedHeld(alice, { url: feed.url });
    const { deps } = refreshDeps();
    const now = Date.now();
    expect(await refreshSubscription(deps, sub.id, now)).toBe("changed");
    expect(await refreshSubscription(deps, sub.id, now + SUBSCRIPTION_MIN_INTERVAL_MS - 1000)).toBe("deferred");
    expect(await feed.fetches()).toBe(1);
    // A good refresh set the next one an hour on; the deferral does not bring it forward.
    expect((await subscriptionRow(sub.id))?.nextRefreshAt).toBe(iso(now + 60 * 60 * 1000));
    expect(await refreshSubscription(deps, sub.id, now + SUBSCRIPTION_MIN_INTERVAL_MS + 1000)).toBe("unchanged");
    expect(await feed.fetches()).toBe(2);
  });

  it("fetches a calendar once when refreshes of it run at the same time", async () => {
    const alice = await createUser();
    const feed = ownFeed();
    const { sub } = await subscribedHeld(alice, { url: feed.url });
    const { deps } = refreshDeps();
    const results = await Promise.all(Array.from({ length: 6 }, () => refreshSubscription(deps, sub.id)));
    expect(results.filter((result) => result !== "deferred")).toEqual(["changed"]);
    expect(await feed.fetches()).toBe(1);
  });

  it("holds on the queue's path too: a resume right after the first fetch is deferred, its next refresh set to when the interval ends", async () => {
    const alice = await createUser();
    const feed = ownFeed();
    const { sub, held } = await subscribedHeld(alice, { url: feed.url });
    await held.drain();
    expect(await feed.fetches()).toBe(1);
    const [first] = await db.select({ at: calendarFetches.at }).from(calendarFetches).where(eq(calendarFetches.subscriptionId, sub.id));
    expect((await resume(alice, sub.id, held.env)).status).toBe(200);
    await held.drain();
    expect(await feed.fetches()).toBe(1);
    expect((await subscriptionRow(sub.id))?.nextRefreshAt).toBe(iso(Date.parse(first!.at) + SUBSCRIPTION_MIN_INTERVAL_MS));
  });

  it("caps a family's fetches at FAMILY_FETCHES_PER_HOUR an hour across its calendars, a removed one's included, and no other family's", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const now = Date.now();
    const gone = await subscribedHeld(alice, { url: ownFeed().url });
    expect(await refreshSubscription(refreshDeps().deps, gone.sub.id, now - 50 * 60 * 1000)).toBe("changed");
    expect((await call("DELETE", `${subscriptionsPath(alice.familyId)}/${gone.sub.id}`, { token: alice.token })).status).toBe(204);
    const kept = await db
      .select({ at: calendarFetches.at })
      .from(calendarFetches)
      .where(and(eq(calendarFetches.familyId, alice.familyId), isNull(calendarFetches.subscriptionId)));
    expect(kept).toEqual([{ at: iso(now - 50 * 60 * 1000) }]);
    const earlier = Array.from({ length: FAMILY_FETCHES_PER_HOUR - 1 }, (_, index) => ({
      id: newId(),
      familyId: alice.familyId,
      at: iso(now - 40 * 60 * 1000 + index * 1000),
    }));
    // D1 binds at most 100 values to a statement.
    for (let start = 0; start < earlier.length; start += 25) await db.insert(calendarFetches).values(earlier.slice(start, start + 25));

    const feed = ownFeed();
    const { sub } = await subscribedHeld(alice, { url: feed.url });
    expect(await refreshSubscription(refreshDeps().deps, sub.id, now)).toBe("deferred");
    expect(await feed.fetches()).toBe(0);
    // The oldest of the hour's fetches leaves the window first.
    expect((await subscriptionRow(sub.id))?.nextRefreshAt).toBe(iso(now - 50 * 60 * 1000 + FAMILY_FETCH_WINDOW_MS));
    const other = await subscribedHeld(bob, { url: feed.url });
    expect(await refreshSubscription(refreshDeps().deps, other.sub.id, now)).toBe("changed");
    expect(await refreshSubscription(refreshDeps().deps, sub.id, now - 50 * 60 * 1000 + FAMILY_FETCH_WINDOW_MS + 1000)).toBe("changed");
  });

  it("refuses a family's refresh on demand past FAMILY_REFRESHES_ON_DEMAND_PER_HOUR an hour with 429, Retry-After and the Faroese text, changing nothing", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const held = steppedQueue();
    const { sub } = await subscribedHeld(alice, { url: ownFeed().url });
    for (let ask = 2; ask <= FAMILY_REFRESHES_ON_DEMAND_PER_HOUR; ask++) expect((await resume(alice, sub.id, held.env)).status, `ask ${ask}`).toBe(200);

    const refused = await resume(alice, sub.id, held.env, { name: "Nýtt navn" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3000);
    expect(await errorBody(refused)).toEqual({ code: "rate_limited", message: m.refreshThrottled });
    expect((await subscriptionRow(sub.id))?.name).toBe("Skúlin");
    const add = await subscribe(alice, { url: ownFeed().url }, { env: held.env });
    expect(add.status).toBe(429);
    expect(await db.select({ id: calendarSubscriptions.id }).from(calendarSubscriptions).where(eq(calendarSubscriptions.familyId, alice.familyId))).toEqual([
      { id: sub.id },
    ]);
    expect(held.queued().filter((message) => message.kind === "refresh-calendars")).toHaveLength(FAMILY_REFRESHES_ON_DEMAND_PER_HOUR - 1);
    // Pausing asks for no fetch, and another family asks for its own.
    expect((await call("PATCH", `${subscriptionsPath(alice.familyId)}/${sub.id}`, { token: alice.token, body: { paused: true } })).status).toBe(200);
    expect((await subscribe(bob, { url: ownFeed().url }, { env: held.env })).status).toBe(201);
  });
});

describe("an outside calendar's cap per refresh", () => {
  it("adds no more occurrences than there is room for, says so on the calendar, and takes the rest once there is room", async () => {
    const alice = await createUser();
    const filler = await subscribedHeld(alice, { url: ownFeed().url, name: "Fylli" });
    const room = 3;
    await db.$client
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
      INSERT INTO subscription_events (id, family_id, subscription_id, uid, title, start_time, end_time, all_day)
      SELECT ?2 || '-' || i, ?3, ?2, 'fill-' || i, 'Fylli', '2030-01-01T00:00:00.000Z', '2030-01-01T01:00:00.000Z', 0 FROM n`,
      )
      .bind(FAMILY_SUBSCRIPTION_EVENTS_MAX - room, filler.sub.id, alice.familyId)
      .run();
    const { sub } = await subscribedHeld(alice, { url: ownFeed().url });
    expect(await refresh(sub.id)).toBe("changed");
    expect(await importedRows(sub.id)).toHaveLength(room);
    expect(await subscriptionRow(sub.id)).toMatchObject({ lastError: m.cutAtCap(room), failures: 0, contentHash: null });

    expect((await call("DELETE", `${subscriptionsPath(alice.familyId)}/${filler.sub.id}`, { token: alice.token })).status).toBe(204);
    expect(await refresh(sub.id)).toBe("changed");
    expect((await importedRows(sub.id)).length).toBeGreaterThan(room);
    expect((await subscriptionRow(sub.id))?.lastError).toBeNull();
  });
});
