import type { AdminStats, DetailedStats, TopItem, TrendDay } from "@contract/schemas/admin";
import { ADMIN_TOP_ITEMS, ADMIN_TREND_DAYS } from "@contract/limits";
import { dateText, familyDay, weekdayOf } from "@contract/time/zone";
import { startOfFamilyDay } from "@contract/time/zoned";
import { addToClock, type CalendarDate } from "@contract/time/wall-clock";
import type { Db } from "@worker/env";
import { iso } from "@worker/lib/time";
import { mergeTop, type NamedDb, readEvery, sumCounts, sumSeries, textOrder, type Unavailable, withUnavailable } from "./across-databases";

/**
 * The admin panel's statistics: every number is a SQL count over an index on `created_at` (migration
 * 0008), so nothing but the counts leaves D1, and each read is one batch (one round trip) per
 * database, every database read in parallel and the counts summed. "Today" and the trend's days are
 * calendar days in the administrator's own time zone (docs/features/admin.md).
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

type StatsCounts = Omit<AdminStats, "unavailable">;

const ZERO_STATS: StatsCounts = {
  totalUsers: 0,
  verifiedUsers: 0,
  todayUsers: 0,
  usersWithoutFamily: 0,
  totalEvents: 0,
  totalReminders: 0,
  totalShoppingItems: 0,
  totalMeals: 0,
};

const statsOf = (db: Db, todayStart: string) =>
  db.$client
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
    .first<StatsCounts>()
    .then((row) => row!);

/** The overview counts, summed over every database. */
export async function adminStats(databases: readonly NamedDb[], now: number, timeZone: string): Promise<AdminStats> {
  const todayStart = trendDays(now, timeZone).at(-1)!.start;
  const { answers, unavailable } = await readEvery(databases, (db) => statsOf(db, todayStart));
  return withUnavailable(sumCounts(answers, ZERO_STATS), unavailable);
}

// The case-folded name goes out too: the same item's counts of several databases add up under it.
const topItemsSql = `SELECT name_key AS key, min(name) AS name, count(*) AS count FROM shopping_items WHERE created_at >= ?1 AND created_at < ?2
  GROUP BY name_key ORDER BY count DESC, name LIMIT ${ADMIN_TOP_ITEMS}`;

type TrendRow = TrendDay & { later: number };
type KeyedItem = TopItem & { key: string };
type Totals = DetailedStats["accumulated"] & { logins: number };

/** One database's part of the detailed statistics: one batch of four statements. */
async function detailedStatsOf(db: Db, days: ReturnType<typeof trendDays>) {
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
  return {
    trend: trendResult!.results as TrendRow[],
    totals: (totalsResult!.results as Totals[])[0]!,
    topToday: todayResult!.results as KeyedItem[],
    topWeek: weekResult!.results as KeyedItem[],
  };
}

/**
 * Top items of several databases: counts of the same case-folded name added up, the alphabetically
 * first spelling shown. Each database sends its own top ADMIN_TOP_ITEMS, so an item just outside
 * every database's top may be missing from the merged one (docs/features/several-databases.md).
 */
function topItemsOf(lists: KeyedItem[][]): TopItem[] {
  const byKey = new Map<string, TopItem>();
  for (const { key, name, count } of lists.flat()) {
    const seen = byKey.get(key);
    byKey.set(key, seen ? { name: textOrder(name, seen.name) < 0 ? name : seen.name, count: seen.count + count } : { name, count });
  }
  return mergeTop([[...byKey.values()]], (a, b) => b.count - a.count || textOrder(a.name, b.name), ADMIN_TOP_ITEMS);
}

const ZERO_TOTALS: Totals = { events: 0, reminders: 0, shoppingItems: 0, meals: 0, users: 0, logins: 0 };

/** Today's counts, the totals, the week's trends and the top items, summed over every database. */
export async function detailedStats(databases: readonly NamedDb[], now: number, timeZone: string): Promise<DetailedStats & Unavailable> {
  const days = trendDays(now, timeZone);
  const { answers, unavailable } = await readEvery(databases, (db) => detailedStatsOf(db, days));
  const accumulated = sumCounts(
    answers.map((answer) => answer.totals),
    ZERO_TOTALS,
  );
  const zeroDays = days.map((day): TrendRow => ({ date: day.date, events: 0, reminders: 0, shoppingItems: 0, meals: 0, newUsers: 0, later: 0 }));
  const trendRows = sumSeries([zeroDays, ...answers.map((answer) => answer.trend)], "date");
  const totalItems = accumulated.events + accumulated.reminders + accumulated.shoppingItems + accumulated.meals;
  const todayRow = trendRows.at(-1)!;
  const stats: DetailedStats = {
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
    topItems: { today: topItemsOf(answers.map((answer) => answer.topToday)), week: topItemsOf(answers.map((answer) => answer.topWeek)) },
  };
  return withUnavailable(stats, unavailable);
}
