import { and, eq, isNotNull } from "drizzle-orm";
import { nextBirthday } from "@contract/birthdays";
import { countdownKey } from "@contract/countdowns";
import { nextDueDay } from "@contract/kitchen-day";
import { COUNTDOWN_DAYS_AHEAD, WALL_COUNTDOWNS } from "@contract/kitchen-limits";
import type { Chore } from "@contract/schemas/kitchen";
import type { ScreenCountdown } from "@contract/schemas/kitchen-screen";
import { occurrencesBetween } from "@contract/time/recurrence";
import { addToClock, clockOfDate, daysBetween } from "@contract/time/wall-clock";
import { dateText, familyDate } from "@contract/time/zone";
import { startOfFamilyDay } from "@contract/time/zoned";
import { events, familyMembers } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { readDaysOfWeek } from "@worker/services/calendar/event-rows";
import { wallEventsBetween } from "./wall-events";

/**
 * The wall's countdowns (docs/features/kitchen.md "Countdowns"): each event the family marked,
 * never a private one, at its next occurrence from the start of today on the family's clock, and
 * each member's next birthday (docs/features/birthdays.md) and each chore that needs the evening
 * before at its next day ("The evening before"), at most COUNTDOWN_DAYS_AHEAD days ahead; the
 * WALL_COUNTDOWNS soonest, with the family days until each. A day's birthdays and chores come
 * before its events (they start with the day).
 */

/** A countdown and the instant it sorts by. */
interface Dated {
  at: number;
  countdown: ScreenCountdown;
}

async function eventCountdowns(db: Db, familyId: string, timeZone: string, date: string, from: number, to: number): Promise<Dated[]> {
  const rows = await db
    .select()
    .from(events)
    .where(and(wallEventsBetween(familyId, from, to), eq(events.countdown, true)));
  return rows.flatMap((row) => {
    const [first] = occurrencesBetween({ ...row, daysOfWeek: readDaysOfWeek(row.daysOfWeek) }, from, to, timeZone);
    if (!first) return [];
    const day = familyDate(new Date(first.start).toISOString(), timeZone);
    const countdown = { kind: "event" as const, eventId: row.id, title: row.title, date: day, days: daysBetween(clockOfDate(date), clockOfDate(day)) };
    return [{ at: first.start, countdown }];
  });
}

async function birthdayCountdowns(db: Db, familyId: string, timeZone: string, date: string): Promise<Dated[]> {
  const rows = await db
    .select({ id: familyMembers.id, name: familyMembers.name, birthday: familyMembers.birthday })
    .from(familyMembers)
    .where(and(eq(familyMembers.familyId, familyId), isNotNull(familyMembers.birthday)));
  return rows.flatMap((row) => {
    if (!row.birthday) return [];
    const next = nextBirthday(row.birthday, date);
    if (next.days > COUNTDOWN_DAYS_AHEAD) return [];
    const countdown = { kind: "birthday" as const, memberId: row.id, name: row.name, age: next.age, date: next.date, days: next.days };
    return [{ at: Date.parse(startOfFamilyDay(next.date, timeZone)), countdown }];
  });
}

/** The chores the family marked as needing the evening before (bin day), at their next day. */
function choreCountdowns(chores: readonly Chore[], timeZone: string, date: string): Dated[] {
  return chores.flatMap((chore) => {
    const next = chore.kind === "chore" && chore.eveningBefore ? nextDueDay(chore.schedule, date, COUNTDOWN_DAYS_AHEAD) : null;
    if (!next) return [];
    const countdown = { kind: "chore" as const, choreId: chore.id, title: chore.title, emoji: chore.emoji, date: next.date, days: next.days };
    return [{ at: Date.parse(startOfFamilyDay(next.date, timeZone)), countdown }];
  });
}

/** The soonest WALL_COUNTDOWNS of these, in order (ties by kind, then id: `countdownKey`, so the order is stable). */
function soonestCountdowns(dated: readonly Dated[]): ScreenCountdown[] {
  return [...dated]
    .sort((a, b) => a.at - b.at || (countdownKey(a.countdown) < countdownKey(b.countdown) ? -1 : 1))
    .slice(0, WALL_COUNTDOWNS)
    .map((entry) => entry.countdown);
}

export async function familyCountdowns(db: Db, familyId: string, timeZone: string, date: string, chores: readonly Chore[]): Promise<ScreenCountdown[]> {
  const from = Date.parse(startOfFamilyDay(date, timeZone));
  const to = Date.parse(startOfFamilyDay(dateText(addToClock(clockOfDate(date), "days", COUNTDOWN_DAYS_AHEAD + 1)), timeZone));
  const [own, birthdays] = await Promise.all([eventCountdowns(db, familyId, timeZone, date, from, to), birthdayCountdowns(db, familyId, timeZone, date)]);
  return soonestCountdowns([...own, ...birthdays, ...choreCountdowns(chores, timeZone, date)]);
}
