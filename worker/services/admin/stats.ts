import type { AdminStats, DetailedStats, TopItem, TrendDay } from "@contract/schemas/admin";
import { ADMIN_TOP_ITEMS, ADMIN_TREND_DAYS } from "@contract/limits";
import { dateText, familyDay, weekdayOf } from "@contract/time/zone";
import { startOfFamilyDay } from "@contract/time/zoned";
import { addToClock, type CalendarDate } from "@contract/time/wall-clock";
import type { Db } from "@worker/env";
import { iso } from "@worker/lib/time";

/**
 * The admin panel's statistics: every number is a SQL count over an index on `created_at` (migration
 * 0008), so nothing but the counts leaves D1, and each read is one batch (one round trip). "Today"
 * and the trend's days are calendar days in the administrator's own time zone (docs/features/admin.md).
 */

/** A day's start as the columns store instants (with milliseconds), so text comparison orders it right. */
const storedInstant = (day: CalendarDate, timeZone: string) => iso(Date.parse(startOfFamilyDay(dateText(day), timeZone)));

/** A calendar period of the administrator's zone: its key (the first day) and its bounds as stored instants. */
export interface Bucket {
  key: string;
  start: string;
  finish: string;
}

/** Calendar days ending today (`length` of them) or ISO weeks ending with this one, in `timeZone`, oldest first. */
export function calendarBuckets(now: number, timeZone: string, unit: "days" | "weeks", length: number): Bucket[] {
  const today = familyDay(now, timeZone);
  // ISO weeks start on Monday.
  const last = unit === "days" ? today : addToClock(today, "days", -((weekdayOf(today) + 6) % 7));
  return Array.from({ length }, (_, index) => {
    const first = addToClock(last, unit, -(length - 1 - index));
    return { key: dateText(first), start: storedInstant(first, timeZone), finish: storedInstant(addToClock(first, unit, 1), timeZone) };
  });
}

/** The last `ADMIN_TREND_DAYS` days in `timeZone`, oldest first, today last. */
export function trendDays(now: number, timeZone: string): { date: string; start: string; finish: string }[] {
  return calendarBuckets(now, timeZone, "days", ADMIN_TREND_DAYS).map(({ key, start, finish }) => ({ date: key, start, finish }));
}

const KIND_TABLES = { events: "events", reminders: "reminders", shoppingItems: "shopping_items", meals: "dinner_meals" } as const;
const countIn = (table: string, range: string) => `(SELECT count(*) FROM ${table} WHERE ${range})`;
const allKinds = (range: string) =>
  Object.entries(KIND_TABLES)
    .map(([key, table]) => `${countIn(table, range)} AS ${key}`)
    .join(", ");

export async function adminStats(db: Db, now: number, timeZone: string): Promise<AdminStats> {
  const todayStart = trendDays(now, timeZone).at(-1)!.start;
  const row = await db.$client
    .prepare(
      `SELECT (SELECT count(*) FROM users) AS totalUsers,
        ${countIn("users", "email_verified_at IS NOT NULL")} AS verifiedUsers,
        ${countIn("users", "created_at >= ?1")} AS todayUsers,
        ${countIn("users", "family_id IS NULL")} AS usersWithoutFamily,
        (SELECT count(*) FROM events) AS totalEvents,
        (SELECT count(*) FROM reminders) AS totalReminders,
        (SELECT count(*) FROM shopping_items) AS totalShoppingItems,
        (SELECT count(*) FROM dinner_meals) AS totalMeals`,
    )
    .bind(todayStart)
    .first<AdminStats>();
  return row!;
}

const topItemsSql = `SELECT min(name) AS name, count(*) AS count FROM shopping_items WHERE created_at >= ?1 AND created_at < ?2
  GROUP BY name_key ORDER BY count DESC, name LIMIT ${ADMIN_TOP_ITEMS}`;

type TrendRow = TrendDay & { later: number };

export async function detailedStats(db: Db, now: number, timeZone: string): Promise<DetailedStats> {
  const days = trendDays(now, timeZone);
  const today = days.at(-1)!;
  const values = days.map((_, index) => `(?${index * 3 + 1}, ?${index * 3 + 2}, ?${index * 3 + 3})`).join(", ");
  const laterItems = Object.values(KIND_TABLES)
    .map((table) => countIn(table, "created_at >= days.finish"))
    .join(" + ");
  const trend = db.$client
    .prepare(
      `WITH days(date, start, finish) AS (VALUES ${values})
       SELECT date, ${allKinds("created_at >= days.start AND created_at < days.finish")},
         ${countIn("users", "created_at >= days.start AND created_at < days.finish")} AS newUsers,
         ${laterItems} AS later
       FROM days ORDER BY date`,
    )
    .bind(...days.flatMap((day) => [day.date, day.start, day.finish]));
  const totals = db.$client
    .prepare(
      `SELECT ${allKinds("1")}, (SELECT count(*) FROM users) AS users,
        ${countIn("login_events", "created_at >= ?1 AND created_at < ?2 AND success = 1")} AS logins`,
    )
    .bind(today.start, today.finish);
  const topToday = db.$client.prepare(topItemsSql).bind(today.start, today.finish);
  const topWeek = db.$client.prepare(topItemsSql).bind(days[0]!.start, today.finish);

  const [trendResult, totalsResult, todayResult, weekResult] = await db.$client.batch([trend, totals, topToday, topWeek]);
  const trendRows = trendResult!.results as TrendRow[];
  const accumulated = (totalsResult!.results as (DetailedStats["accumulated"] & { logins: number })[])[0]!;
  const totalItems = accumulated.events + accumulated.reminders + accumulated.shoppingItems + accumulated.meals;
  const todayRow = trendRows.at(-1)!;
  return {
    daily: {
      events: todayRow.events,
      reminders: todayRow.reminders,
      shoppingItems: todayRow.shoppingItems,
      meals: todayRow.meals,
      newUsers: todayRow.newUsers,
      logins: accumulated.logins,
    },
    accumulated: {
      events: accumulated.events,
      reminders: accumulated.reminders,
      shoppingItems: accumulated.shoppingItems,
      meals: accumulated.meals,
      users: accumulated.users,
    },
    weeklyTrend: trendRows.map(({ later: _later, ...day }) => day),
    weeklyAccumulatedTrend: trendRows.map((day) => ({ date: day.date, totalItems: totalItems - day.later })),
    topItems: { today: todayResult!.results as TopItem[], week: weekResult!.results as TopItem[] },
  };
}
