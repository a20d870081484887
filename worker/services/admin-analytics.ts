import type { LoginHour, PasswordResetRecord, ShoppingDay, ShoppingWeek } from "@contract/schemas/admin";
import { ADMIN_LOGIN_HOURS, ADMIN_PASSWORD_RESETS_MAX, ADMIN_SHOPPING_DAYS, ADMIN_SHOPPING_WEEKS } from "@contract/limits";
import { Temporal } from "temporal-polyfill";
import type { Db } from "../env";
import { iso } from "../lib/time";
import { type Bucket, calendarBuckets } from "./admin-stats";

/**
 * The admin panel's analytics: sign-ins per hour, completed password resets and shopping per day
 * and per week. As for the statistics, each number is a count over an index range (nothing but the
 * counts leaves D1), and hours, days and weeks are those of the administrator's own time zone.
 */

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

async function countPerBucket<K extends string>(db: Db, buckets: Bucket[], counts: Record<K, CountSpec>) {
  const { results } = await db.$client
    .prepare(bucketCountSql(buckets.length, counts))
    .bind(...buckets.flatMap((bucket) => [bucket.key, bucket.start, bucket.finish]))
    .all<Record<"key" | K, string | number>>();
  return results;
}

/** What each analytics call counts: a range over an indexed time column, with a filter the index also holds. */
export const LOGIN_COUNTS = { recentLogins: { table: "login_events", column: "created_at", where: "success = 1" } };
export const SHOPPING_COUNTS = {
  added: { table: "shopping_items", column: "created_at" },
  bought: { table: "purchases", column: "purchased_at" },
};

/** The last 24 clock hours of `timeZone`, the current one last (an hour's start and end as instants). */
function loginHours(now: number, timeZone: string): (Bucket & { label: string })[] {
  const current = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(timeZone).round({ smallestUnit: "hour", roundingMode: "floor" });
  return Array.from({ length: ADMIN_LOGIN_HOURS }, (_, index) => {
    const start = current.subtract({ hours: ADMIN_LOGIN_HOURS - 1 - index });
    return {
      key: iso(start.epochMilliseconds),
      start: iso(start.epochMilliseconds),
      finish: iso(start.add({ hours: 1 }).epochMilliseconds),
      label: start.toPlainTime().toString({ smallestUnit: "minute" }),
    };
  });
}

export async function loginAnalytics(db: Db, now: number, timeZone: string): Promise<LoginHour[]> {
  const hours = loginHours(now, timeZone);
  const rows = await countPerBucket(db, hours, LOGIN_COUNTS);
  return hours.map((hour, index) => ({ hour: hour.start, label: hour.label, recentLogins: Number(rows[index]!.recentLogins) }));
}

/** Completed resets, newest first, as the security log records them (it keeps them; spent tokens are purged). */
export async function passwordResets(db: Db): Promise<PasswordResetRecord[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT e.id, u.id AS userId, u.username, u.email, e.created_at AS resetAt
       FROM security_events e JOIN users u ON u.id = e.user_id
       WHERE e.kind = 'reset_completed' ORDER BY e.created_at DESC, e.id DESC LIMIT ?1`,
    )
    .bind(ADMIN_PASSWORD_RESETS_MAX)
    .all<PasswordResetRecord>();
  return results;
}

export async function shoppingDaily(db: Db, now: number, timeZone: string): Promise<ShoppingDay[]> {
  const rows = await countPerBucket(db, calendarBuckets(now, timeZone, "days", ADMIN_SHOPPING_DAYS), SHOPPING_COUNTS);
  return rows.map((row) => ({ date: String(row.key), added: Number(row.added), bought: Number(row.bought) }));
}

export async function shoppingWeekly(db: Db, now: number, timeZone: string): Promise<ShoppingWeek[]> {
  const rows = await countPerBucket(db, calendarBuckets(now, timeZone, "weeks", ADMIN_SHOPPING_WEEKS), SHOPPING_COUNTS);
  return rows.map((row) => ({ weekStart: String(row.key), added: Number(row.added), bought: Number(row.bought) }));
}
