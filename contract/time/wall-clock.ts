/**
 * A time zone's wall clock with the runtime's own Intl, for what the app does with days and
 * recurrences: an instant's local date and time, a local date and time placed in a zone, and
 * calendar arithmetic on local dates. The same results as Temporal's (its ISO calendar, its
 * "compatible" disambiguation, its month-end clamping), without loading a Temporal polyfill (about
 * 19 KB gzip) onto the pages that list days and events (docs/bench.md).
 */

import { seededOffsetAt, type ZoneOffsetTable } from "./zone-offsets";

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

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. Throws for a zone the runtime does not know. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      era: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The epoch milliseconds of a wall-clock reading taken as UTC. */
const asUtc = (clock: WallClock) => {
  const date = new Date(0);
  date.setUTCFullYear(clock.year, clock.month - 1, clock.day);
  date.setUTCHours(clock.hour, clock.minute, clock.second, clock.millisecond);
  return date.getTime();
};

/**
 * A date's noon taken as UTC. Reads the fields one by one, since a Temporal date passed in (the
 * calendar feed's) keeps them as getters, which spreading would not copy.
 */
const noonOf = ({ year, month, day }: Pick<WallClock, "year" | "month" | "day">) => asUtc({ year, month, day, hour: 12, minute: 0, second: 0, millisecond: 0 });

/** The zone's offset from UTC at an instant, in milliseconds, read from Intl (the costly way). */
function offsetFromIntl(instant: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const yearOfEra = Number(parts.year);
  const clock = {
    year: parts.era === "BC" || parts.era === "B" ? 1 - yearOfEra : yearOfEra,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    millisecond: ((instant % 1000) + 1000) % 1000,
  };
  return asUtc(clock) - instant;
}

/** From `from` (epoch milliseconds) on, until the next entry's `from`, the zone is `offset` ahead of UTC. */
interface OffsetSpan {
  from: number;
  offset: number;
}

const SECOND_MS = 1000;
const offsetYears = new Map<string, OffsetSpan[]>();
/** Zone-years kept; a calendar spans a handful, the server's recurrence a few per family zone. */
const MAX_OFFSET_YEARS = 2_000;

/**
 * The offsets of a zone through one UTC year: read at each month's start, and where two months'
 * differ, the change found to the second by halving. Assumes at most one change a month, which
 * holds for every zone's rules in use (changes are months apart). Some 60 Intl reads for the
 * whole year, where reading each instant cost one: a calendar page turns hundreds of recurring
 * occurrences into local times on every draw.
 */
function offsetsOfYear(year: number, timeZone: string): OffsetSpan[] {
  const key = `${timeZone} ${year}`;
  let spans = offsetYears.get(key);
  if (spans !== undefined) return spans;
  const monthStarts = Array.from({ length: 13 }, (_, month) => asUtc({ year, month: month + 1, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0 }));
  const offsets = monthStarts.map((instant) => offsetFromIntl(instant, timeZone));
  spans = [{ from: monthStarts[0] as number, offset: offsets[0] as number }];
  for (let month = 0; month < 12; month += 1) {
    const next = offsets[month + 1] as number;
    if (next === offsets[month]) continue;
    // The first second of the month with the next month's offset.
    let before = (monthStarts[month] as number) / SECOND_MS;
    let after = (monthStarts[month + 1] as number) / SECOND_MS;
    while (after - before > 1) {
      const middle = Math.floor((before + after) / 2);
      if (offsetFromIntl(middle * SECOND_MS, timeZone) === next) after = middle;
      else before = middle;
    }
    spans.push({ from: after * SECOND_MS, offset: next });
  }
  if (offsetYears.size >= MAX_OFFSET_YEARS) offsetYears.clear();
  offsetYears.set(key, spans);
  return spans;
}

/**
 * A zone's offsets through whole UTC years, as the server sends them with the signed-in user
 * (contract/time/zone-offsets.ts). Throws for a zone the runtime does not know.
 */
export function zoneOffsetTable(timeZone: string, fromYear: number, toYear: number): ZoneOffsetTable {
  const spans: [number, number][] = [];
  for (let year = fromYear; year <= toYear; year += 1)
    for (const { from, offset } of offsetsOfYear(year, timeZone)) if (spans.at(-1)?.[1] !== offset) spans.push([from, offset]);
  return { fromYear, toYear, spans };
}

/** The zone's offset from UTC at an instant, in milliseconds: from the server's table when it has one. */
function offsetAt(instant: number, timeZone: string): number {
  const seededOffset = seededOffsetAt(instant, timeZone);
  if (seededOffset !== undefined) return seededOffset;
  const spans = offsetsOfYear(new Date(instant).getUTCFullYear(), timeZone);
  let offset = (spans[0] as OffsetSpan).offset;
  for (const span of spans) if (span.from <= instant) offset = span.offset;
  return offset;
}

/** The wall clock in `timeZone` at an instant (epoch milliseconds). */
export function wallClockAt(instant: number, timeZone: string): WallClock {
  const local = new Date(instant + offsetAt(instant, timeZone));
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
 * repeats is its first (earlier) instance.
 */
export function instantOf(clock: WallClock, timeZone: string): number {
  const local = asUtc(clock);
  // Zone transitions are far more than two days apart, so the offsets a day either side are the
  // only two that can apply.
  const before = offsetAt(local - DAY_MS, timeZone);
  const after = offsetAt(local + DAY_MS, timeZone);
  const fits = [local - before, local - after].filter((instant) => offsetAt(instant, timeZone) === local - instant);
  if (fits.length > 0) return Math.min(...fits);
  return local - before;
}

/** Which day of the week a date is: 1 = Monday … 7 = Sunday, as Temporal counts. */
export function dayOfWeek(date: Pick<WallClock, "year" | "month" | "day">): number {
  return new Date(noonOf(date)).getUTCDay() || 7;
}

const daysInMonth = (year: number, month: number) =>
  new Date(asUtc({ year, month: month + 1, day: 0, hour: 12, minute: 0, second: 0, millisecond: 0 })).getUTCDate();

export type CalendarUnit = "days" | "weeks" | "months" | "years";

/** The wall clock `count` units later (earlier when negative); a month's day past the end is clamped to its last day. */
export function addToClock(clock: WallClock, unit: CalendarUnit, count: number): WallClock {
  if (unit === "days" || unit === "weeks") {
    const shifted = new Date(asUtc(clock) + count * (unit === "weeks" ? 7 : 1) * DAY_MS);
    return { ...clock, year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
  }
  const months = clock.year * 12 + (clock.month - 1) + count * (unit === "years" ? 12 : 1);
  const year = Math.floor(months / 12);
  const month = months - year * 12 + 1;
  return { ...clock, year, month, day: Math.min(clock.day, daysInMonth(year, month)) };
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: Pick<WallClock, "year" | "month" | "day">, to: Pick<WallClock, "year" | "month" | "day">): number {
  return Math.round((noonOf(to) - noonOf(from)) / DAY_MS);
}

/** The date as YYYY-MM-DD. */
export function dateText({ year, month, day }: Pick<WallClock, "year" | "month" | "day">): string {
  const pad = (value: number, length: number) => String(value).padStart(length, "0");
  return `${year < 0 ? "-" : ""}${pad(Math.abs(year), year > 9999 || year < 0 ? 6 : 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** A YYYY-MM-DD date at its first moment. */
export function clockOfDate(date: string): WallClock {
  const match = /^(-?\d{4,6})-(\d{2})-(\d{2})$/.exec(date);
  const [year, month, day] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  if (match === null || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw new RangeError(`not a date: ${date}`);
  return { year, month, day, hour: 0, minute: 0, second: 0, millisecond: 0 };
}

/** An instant as Temporal.Instant writes it: UTC, with fractional seconds only when there are any. */
export function instantText(instant: number): string {
  return new Date(instant).toISOString().replace(/\.(\d*?)0*Z$/, (_match, digits: string) => (digits ? `.${digits}Z` : "Z"));
}

/** True for a zone name the runtime knows (Europe/Berlin). */
export function isKnownZone(name: string): boolean {
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}
