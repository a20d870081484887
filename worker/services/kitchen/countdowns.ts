import { and, eq } from "drizzle-orm";
import { COUNTDOWN_DAYS_AHEAD, WALL_COUNTDOWNS } from "@contract/kitchen-limits";
import type { ScreenCountdown } from "@contract/schemas/kitchen-screen";
import { occurrencesBetween } from "@contract/time/recurrence";
import { addToClock, clockOfDate, daysBetween } from "@contract/time/wall-clock";
import { dateText, familyDate } from "@contract/time/zone";
import { startOfFamilyDay } from "@contract/time/zoned";
import { events } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { readDaysOfWeek } from "@worker/services/calendar/event-rows";
import { wallEventsBetween } from "./wall-events";

/**
 * The wall's countdowns (docs/features/kitchen.md "Countdowns"): each event the family marked,
 * never a private one, at its next occurrence from the start of today on the family's clock, at
 * most COUNTDOWN_DAYS_AHEAD days ahead; the WALL_COUNTDOWNS soonest, with the family days until it.
 */

export async function familyCountdowns(db: Db, familyId: string, timeZone: string, date: string): Promise<ScreenCountdown[]> {
  const from = Date.parse(startOfFamilyDay(date, timeZone));
  const to = Date.parse(startOfFamilyDay(dateText(addToClock(clockOfDate(date), "days", COUNTDOWN_DAYS_AHEAD + 1)), timeZone));
  const rows = await db
    .select()
    .from(events)
    .where(and(wallEventsBetween(familyId, from, to), eq(events.countdown, true)));
  const next = rows.flatMap((row) => {
    const [first] = occurrencesBetween({ ...row, daysOfWeek: readDaysOfWeek(row.daysOfWeek) }, from, to, timeZone);
    if (!first) return [];
    const day = familyDate(new Date(first.start).toISOString(), timeZone);
    return [{ start: first.start, countdown: { eventId: row.id, title: row.title, date: day, days: daysBetween(clockOfDate(date), clockOfDate(day)) } }];
  });
  return next
    .sort((a, b) => a.start - b.start || (a.countdown.eventId < b.countdown.eventId ? -1 : 1))
    .slice(0, WALL_COUNTDOWNS)
    .map((entry) => entry.countdown);
}
