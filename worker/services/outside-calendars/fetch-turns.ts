import { sql } from "drizzle-orm";
import {
  FAMILY_FETCH_WINDOW_MS,
  FAMILY_FETCHES_PER_HOUR,
  FAMILY_REFRESHES_ON_DEMAND_PER_HOUR,
  SUBSCRIPTION_MIN_INTERVAL_MS,
} from "@contract/outside-calendar-limits";
import { outsideCalendarMessages as m } from "@contract/outside-calendar-messages";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { HttpError, RateLimitedError } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import { takeThrottle } from "@worker/services/throttle";

/**
 * The pace of outside calendars' fetches (docs/features/outside-calendars.md "Pace"): the server's
 * schedule decides when a feed is fetched, and no member, however often they ask, makes it fetch more.
 */
export type FetchTurn = { taken: true } | { taken: false; notBefore: number };

/**
 * Takes one fetch's turn for a subscription, or says when the next one may be: one guarded insert,
 * so parallel refreshes of one calendar (a create's and the cron's) fetch it once, and a family's
 * fetches past FAMILY_FETCHES_PER_HOUR wait for the window, whoever set them off.
 */
export async function takeFetchTurn(db: Db, sub: { id: string; familyId: string }, now: number): Promise<FetchTurn> {
  const interval = iso(now - SUBSCRIPTION_MIN_INTERVAL_MS);
  const window = iso(now - FAMILY_FETCH_WINDOW_MS);
  const taken = await db.all<{ id: string }>(
    sql`INSERT INTO calendar_fetches (id, family_id, subscription_id, at)
      SELECT ${newId()}, ${sub.familyId}, ${sub.id}, ${iso(now)}
      WHERE NOT EXISTS (SELECT 1 FROM calendar_fetches WHERE subscription_id = ${sub.id} AND at > ${interval})
        AND (SELECT count(*) FROM calendar_fetches WHERE family_id = ${sub.familyId} AND at > ${window}) < ${FAMILY_FETCHES_PER_HOUR}
      RETURNING id`,
  );
  if (taken.length > 0) return { taken: true };
  const [state] = await db.all<{ last: string | null; fetches: number; oldest: string | null }>(
    sql`SELECT (SELECT max(at) FROM calendar_fetches WHERE subscription_id = ${sub.id} AND at > ${interval}) AS last,
      (SELECT count(*) FROM calendar_fetches WHERE family_id = ${sub.familyId} AND at > ${window}) AS fetches,
      (SELECT min(at) FROM calendar_fetches WHERE family_id = ${sub.familyId} AND at > ${window}) AS oldest`,
  );
  const afterInterval = state?.last ? Date.parse(state.last) + SUBSCRIPTION_MIN_INTERVAL_MS : now;
  const familyFull = state && state.fetches >= FAMILY_FETCHES_PER_HOUR && state.oldest;
  const afterWindow = familyFull ? Date.parse(familyFull) + FAMILY_FETCH_WINDOW_MS : now;
  return { taken: false, notBefore: Math.max(now + 1000, afterInterval, afterWindow) };
}

/**
 * Counts a member's "refresh now" (adding a calendar or resuming one, which queue a fetch at once)
 * against the family's FAMILY_REFRESHES_ON_DEMAND_PER_HOUR, or refuses it: 429 with Retry-After
 * and the Faroese text.
 */
export async function takeRefreshOnDemand(db: Db, secret: string, familyId: string, now = Date.now()): Promise<void> {
  try {
    await takeThrottle(db, secret, [{ action: "calendar-refresh-now", by: familyId, limit: FAMILY_REFRESHES_ON_DEMAND_PER_HOUR }], now);
  } catch (error) {
    if (error instanceof RateLimitedError) throw new HttpError("rate_limited", m.refreshThrottled, undefined, error.headers);
    throw error;
  }
}
