/**
 * A time zone's wall clock, for what the app does with days and recurrences: an instant's local
 * date and time, a local date and time placed in a zone, and calendar arithmetic on local dates.
 * The zone's offsets come from contract/time/zone.ts. The same results as Temporal's (its ISO
 * calendar, its "compatible" disambiguation, its month-end clamping), without loading a Temporal
 * polyfill (about 19 KB gzip) onto the pages that list days and events (docs/bench.md).
 */

import { localFieldsAt, zoneOffsetAt } from "./zone";

/** A local date and time on a wall clock, ISO calendar; months 1–12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** A calendar date: a wall clock's first three fields. */
export type CalendarDate = Pick<WallClock, "year" | "month" | "day">;

const DAY_MS = 86_400_000;

/** The epoch milliseconds of a wall-clock reading taken as UTC. */
const asUtc = (clock: WallClock) => {
  const date = new Date(0);
  date.setUTCFullYear(clock.year, clock.month - 1, clock.day);
  date.setUTCHours(clock.hour, clock.minute, clock.second, clock.millisecond);
  return date.getTime();
};

/** A date's noon taken as UTC. */
const noonOf = ({ year, month, day }: CalendarDate) => asUtc({ year, month, day, hour: 12, minute: 0, second: 0, millisecond: 0 });

/** The wall clock in `timeZone` at an instant (epoch milliseconds). */
export function wallClockAt(instant: number, timeZone: string): WallClock {
  const local = localFieldsAt(instant, timeZone);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    millisecond: local.getUTCMilliseconds(),
  };
}

/**
 * The instant a wall-clock reading names in a zone, as Temporal's "compatible" disambiguation
 * places it: a time a forward change skips moves forward by the gap, a time a backward change
 * repeats is its first (earlier) instance. Fields past their range roll over (hour 24 is the next
 * day's 00).
 */
export function instantOf(clock: WallClock, timeZone: string): number {
  const local = asUtc(clock);
  // Zone transitions are far more than two days apart, so the offsets a day either side are the
  // only two that can apply.
  const before = zoneOffsetAt(local - DAY_MS, timeZone);
  const after = zoneOffsetAt(local + DAY_MS, timeZone);
  const fits = [local - before, local - after].filter((instant) => zoneOffsetAt(instant, timeZone) === local - instant);
  if (fits.length > 0) return Math.min(...fits);
  return local - before;
}

const daysInMonth = (year: number, month: number) =>
  new Date(asUtc({ year, month: month + 1, day: 0, hour: 12, minute: 0, second: 0, millisecond: 0 })).getUTCDate();

export type CalendarUnit = "days" | "weeks" | "months" | "years";

/** The wall clock `count` units later (earlier when negative); a month's day past the end is clamped to its last day. */
export function addToClock<T extends CalendarDate>(clock: T, unit: CalendarUnit, count: number): T {
  if (unit === "days" || unit === "weeks") {
    const shifted = new Date(noonOf(clock) + count * (unit === "weeks" ? 7 : 1) * DAY_MS);
    return { ...clock, year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
  }
  const months = clock.year * 12 + (clock.month - 1) + count * (unit === "years" ? 12 : 1);
  const year = Math.floor(months / 12);
  const month = months - year * 12 + 1;
  return { ...clock, year, month, day: Math.min(clock.day, daysInMonth(year, month)) };
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((noonOf(to) - noonOf(from)) / DAY_MS);
}

/** True when the date exists as written (no 31 February, no month 13). */
export const isRealDate = ({ year, month, day }: CalendarDate) =>
  Number.isInteger(year) && month >= 1 && month <= 12 && Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month);

/** A YYYY-MM-DD date at its first moment. */
export function clockOfDate(date: string): WallClock {
  const match = /^(-?\d{4,6})-(\d{2})-(\d{2})$/.exec(date);
  const [year, month, day] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  if (match === null || !isRealDate({ year, month, day })) throw new RangeError(`not a date: ${date}`);
  return { year, month, day, hour: 0, minute: 0, second: 0, millisecond: 0 };
}

/**
 * A local date and time as a datetime-local input or a form writes it, `YYYY-MM-DDTHH:MM` with
 * optional seconds and milliseconds (a date alone is its midnight, as Temporal reads it), or null when it is not one or names a day or time that does
 * not exist as written (30 February, 24:00).
 */
export function clockOfText(text: string): WallClock | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/.exec(text);
  if (match === null) return null;
  const [hour, minute, second] = [Number(match[2] ?? 0), Number(match[3] ?? 0), Number(match[4] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  try {
    return { ...clockOfDate(match[1] as string), hour, minute, second, millisecond: Number((match[5] ?? "").padEnd(3, "0")) };
  } catch {
    return null;
  }
}

const pad = (value: number) => String(value).padStart(2, "0");

/** HH:MM of a wall clock. */
export const timeText = ({ hour, minute }: Pick<WallClock, "hour" | "minute">) => `${pad(hour)}:${pad(minute)}`;

/** An instant as Temporal.Instant writes it: UTC, with fractional seconds only when there are any. */
export function instantText(instant: number): string {
  return new Date(instant).toISOString().replace(/\.(\d*?)0*Z$/, (_match, digits: string) => (digits ? `.${digits}Z` : "Z"));
}
