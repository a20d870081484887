import { PART_OF_DAY_STARTS } from "./kitchen-limits";
import type { PartOfDay, Schedule } from "./schemas/kitchen";
import { addToClock, clockOfDate, daysBetween } from "./time/wall-clock";
import { dateText, localFieldsAt, weekdayOf } from "./time/zone";

/** The part of the day an hour of the family's clock is in (docs/features/kitchen.md): morning 00–12, afternoon 12–18, evening 18–24. */
export function partOfDayOfHour(hour: number): PartOfDay {
  if (hour >= PART_OF_DAY_STARTS.evening) return "evening";
  return hour >= PART_OF_DAY_STARTS.afternoon ? "afternoon" : "morning";
}

/** The family's part of the day at an instant: the server's board and the wall decide it alike. */
export function partOfDayAt(instant: number, timeZone: string): PartOfDay {
  return partOfDayOfHour(localFieldsAt(instant, timeZone).getUTCHours());
}

const EPOCH = clockOfDate("1970-01-01");

/** Whether a chore's schedule falls on a family date (YYYY-MM-DD); a routine (no schedule) falls on every day. */
export function isDue(schedule: Schedule | null, date: string): boolean {
  if (schedule === null || schedule.every === "day") return true;
  const day = clockOfDate(date);
  if (schedule.every === "week") return schedule.days.includes(weekdayOf(day));
  const since = daysBetween(clockOfDate(schedule.from), day);
  return since >= 0 && since % schedule.n === 0;
}

/** The first family date from `date` (itself included) on which the schedule falls, at most `within` days on; null when none. */
export function nextDueDay(schedule: Schedule | null, date: string, within: number): { date: string; days: number } | null {
  const start = clockOfDate(date);
  for (let days = 0; days <= within; days += 1) {
    const day = dateText(addToClock(start, "days", days));
    if (isDue(schedule, day)) return { date: day, days };
  }
  return null;
}

/** A period's number, counting the schedule's periods from 1970: where a rotation without history starts. */
export function periodNumber(schedule: Schedule | null, date: string): number {
  const days = daysBetween(EPOCH, clockOfDate(date));
  return schedule?.every === "days" ? Math.floor(days / schedule.n) : days;
}
