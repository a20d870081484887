import { and, desc, eq } from "drizzle-orm";
import type { LoginHour, PasswordResetPage, ShoppingDay, ShoppingWeek } from "@contract/schemas/admin";
import { ADMIN_LOGIN_HOURS, ADMIN_SHOPPING_DAYS, ADMIN_SHOPPING_WEEKS } from "@contract/limits";
import { timeText, wallClockAt } from "@contract/time/wall-clock";
import { securityEvents, users } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { olderThan } from "@worker/lib/history-page";
import { iso } from "@worker/lib/time";
import { ADMIN_PAGE_READ, adminPageAt } from "./paging";
import { type Bucket, calendarBuckets } from "./stats";
import { mergeNewestFirst, type NamedDb, readEvery, sumSeries } from "./across-databases";

/**
 * The admin panel's analytics: sign-ins per hour, completed password resets and shopping per day
 * and per week. As for the statistics, each number is a count over an index range (nothing but the
 * counts leaves D1), and hours, days and weeks are those of the administrator's own time zone.
 * Every database is read in parallel: the counts are summed bucket by bucket, the resets' pages merged.
 */

/** A series as its route answers it: the points, and the databases that did not answer. */
export interface Series<T> {
  points: T[];
  unavailable: string[];
}

type CountSpec = { table: string; column: string; where?: string };

/**
 * Counts per bucket in one statement: the buckets go in as a VALUES table (`?1, ?2, ?3` a
 * bucket's key, start and finish, and so on) and each count is a correlated range count over
 * `column` (an indexed one), so every bucket costs one index seek.
 */
export function bucketCountSql(bucketCount: number, counts: Record<string, CountSpec>): string {
  const values = Array.from({ length: bucketCount }, (_, index) => `(?${index * 3 + 1}, ?${index * 3 + 2}, ?${index * 3 + 3})`).join(", ");
  const columns = Object.entries(counts)
    .map(
      ([name, { table, column, where }]) =>
        `(SELECT count(*) FROM ${table} WHERE ${where ? `${where} AND ` : ""}${column} >= b.start AND ${column} < b.finish) AS ${name}`,
    )
    .join(", ");
  return `WITH b(key, start, finish) AS (VALUES ${values}) SELECT key, ${columns} FROM b ORDER BY start`;
}

/** Each bucket's counts summed over every database (every database has every table, so each counts its own). */
async function countPerBucket<K extends string>(databases: readonly NamedDb[], buckets: Bucket[], counts: Record<K, CountSpec>) {
  const statement = bucketCountSql(buckets.length, counts);
  const params = buckets.flatMap((bucket) => [bucket.key, bucket.start, bucket.finish]);
  const { answers, unavailable } = await readEvery(databases, async (db) => {
    const { results } = await db.$client
      .prepare(statement)
      .bind(...params)
      .all();
    return results;
  });
  type Row = Record<"key", string> & Record<K, number>;
  // Zeros first: every bucket is in the answer, in order, also when no database answered.
  const zeros = buckets.map((bucket) => ({ key: bucket.key, ...Object.fromEntries(Object.keys(counts).map((name) => [name, 0])) }) as Row);
  return { rows: sumSeries<Row>([zeros, ...(answers as Row[][])], "key"), unavailable };
}

/** What each analytics call counts: a range over an indexed time column, with a filter the index also holds. */
export const LOGIN_COUNTS = { recentLogins: { table: "login_events", column: "created_at", where: "success = 1" } };
export const SHOPPING_COUNTS = {
  added: { table: "shopping_items", column: "created_at" },
  bought: { table: "purchases", column: "purchased_at" },
};

const HOUR_MS = 3_600_000;

/** The last 24 clock hours of `timeZone`, the current one last (an hour's start and end as instants). */
function loginHours(now: number, timeZone: string): (Bucket & { label: string })[] {
  const clock = wallClockAt(now, timeZone);
  // The current hour began this much ago on the family's clock (zones with half-hour offsets included).
  const current = now - (((clock.minute * 60 + clock.second) * 1000 + clock.millisecond) % HOUR_MS);
  return Array.from({ length: ADMIN_LOGIN_HOURS }, (_, index) => {
    const start = current - (ADMIN_LOGIN_HOURS - 1 - index) * HOUR_MS;
    return { key: iso(start), start: iso(start), finish: iso(start + HOUR_MS), label: timeText(wallClockAt(start, timeZone)) };
  });
}

export async function loginAnalytics(databases: readonly NamedDb[], now: number, timeZone: string): Promise<Series<LoginHour>> {
  const hours = loginHours(now, timeZone);
  const { rows, unavailable } = await countPerBucket(databases, hours, LOGIN_COUNTS);
  return { points: hours.map((hour, index) => ({ hour: hour.start, label: hour.label, recentLogins: rows[index]!.recentLogins })), unavailable };
}

/**
 * A page of the completed resets, newest first, as the security log records them (it keeps them;
 * spent tokens are purged): off security_events_kind (kind, created_at, id) in its order, each
 * event's user by primary key. Exported for the query-plan test.
 */
export const passwordResetsQuery = (db: Db, before?: string) =>
  db
    .select({ id: securityEvents.id, userId: users.id, username: users.username, email: users.email, resetAt: securityEvents.createdAt })
    .from(securityEvents)
    .innerJoin(users, eq(users.id, securityEvents.userId))
    .where(and(eq(securityEvents.kind, "reset_completed"), olderThan(securityEvents.createdAt, securityEvents.id, before)))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(ADMIN_PAGE_READ);

/** A page of the completed resets over every database and the next page's cursor (its last reset's `resetAt|id`). */
export async function passwordResets(databases: readonly NamedDb[], before?: string): Promise<PasswordResetPage> {
  const { answers, unavailable } = await readEvery(databases, (db) => passwordResetsQuery(db, before));
  const { rows, nextBefore } = adminPageAt(
    mergeNewestFirst(answers, (reset) => reset.resetAt, ADMIN_PAGE_READ),
    (reset) => reset.resetAt,
  );
  return { resets: rows, nextBefore, unavailable };
}

export async function shoppingDaily(databases: readonly NamedDb[], now: number, timeZone: string): Promise<Series<ShoppingDay>> {
  const { rows, unavailable } = await countPerBucket(databases, calendarBuckets(now, timeZone, "days", ADMIN_SHOPPING_DAYS), SHOPPING_COUNTS);
  return { points: rows.map((row) => ({ date: row.key, added: row.added, bought: row.bought })), unavailable };
}

export async function shoppingWeekly(databases: readonly NamedDb[], now: number, timeZone: string): Promise<Series<ShoppingWeek>> {
  const { rows, unavailable } = await countPerBucket(databases, calendarBuckets(now, timeZone, "weeks", ADMIN_SHOPPING_WEEKS), SHOPPING_COUNTS);
  return { points: rows.map((row) => ({ weekStart: row.key, added: row.added, bought: row.bought })), unavailable };
}
