import { addToClock, daysBetween, instantOf, wallClockAt, type CalendarUnit, type WallClock } from "./wall-clock";
import { weekdayOf } from "./zone";
import type { Recurrence, RecurrenceRule } from "../schemas/events";

/**
 * When an event happens, for the calendar page, the dashboard and the calendar feed alike
 * (docs/features/calendar.md "Recurrence"). Occurrences are computed on the family's wall clock:
 * the n-th occurrence is the start's local date and time plus n days, weeks, months or years
 * (Temporal's arithmetic, done in wall-clock.ts, which keeps the day of month and clamps it to the month's last day:
 * the 31st falls on 30 April and 28 February, 29 February on 28 February in other years), and
 * that local time is then placed in the zone (a time a spring change skips moves forward by the
 * gap; a time an autumn change repeats is its first, summer-time instance). A weekly event with
 * days of the week happens on each of those days (and on the start's own) at the start's time.
 * recurrenceEnds is inclusive: an occurrence starting exactly then is the last.
 */
export interface RecurringTimes {
  startTime: string;
  endTime: string;
  recurrence: Recurrence;
  recurrenceEnds: string | null;
  daysOfWeek: readonly number[] | null;
  /** A phone's rule the fields above only approximate: when present, it decides (rule-expansion.ts). */
  recurrenceRule?: RecurrenceRule | null;
}

/** An event's occurrences by its phone rule, in order of start, and whether they end. */
export interface RuleOccurrences {
  finite: boolean;
  occurrences: Iterable<Occurrence>;
}
export type RuleExpander = (event: RecurringTimes & { recurrenceRule: RecurrenceRule }) => RuleOccurrences;

/**
 * The expansion of phone rules (contract/time/rule-expansion.ts, which loads ical.js): the Worker
 * sets it at start, the pages once an event with such a rule is drawn (a dynamic import, so the
 * calendar's first load does without the library). Until it is set, such an event is drawn by its
 * approximating fields.
 */
let ruleExpander: RuleExpander | null = null;
export function setRuleExpander(expander: RuleExpander): void {
  ruleExpander = expander;
}

function byRule(event: RecurringTimes): RuleOccurrences | null {
  const rule = event.recurrenceRule;
  return rule && ruleExpander ? ruleExpander({ ...event, recurrenceRule: rule }) : null;
}

export interface Occurrence {
  /** Epoch milliseconds. */
  start: number;
  end: number;
}

/** Steps beyond the estimated first index before giving up: the estimate is never more than a few steps short. */
const MAX_SCAN = 64;

type Unit = CalendarUnit;

interface Series {
  local: WallClock;
  timeZone: string;
  unit: Unit | null;
  /** For weekly events with days: the weekdays (0 = Sunday) on which the daily step counts. */
  days: ReadonlySet<number> | null;
  durationMs: number;
  until: number;
}

function seriesOf(event: RecurringTimes, timeZone: string): Series {
  const start = Date.parse(event.startTime);
  const local = wallClockAt(start, timeZone);
  const withDays = event.recurrence === "weekly" && event.daysOfWeek !== null && event.daysOfWeek.length > 0;
  const units: Record<Recurrence, Unit | null> = { none: null, daily: "days", weekly: withDays ? "days" : "weeks", monthly: "months", yearly: "years" };
  return {
    local,
    timeZone,
    unit: units[event.recurrence],
    days: withDays ? new Set([...(event.daysOfWeek ?? []), weekdayOf(local)]) : null,
    durationMs: Math.max(0, Date.parse(event.endTime) - start),
    until: event.recurrence === "none" ? start : event.recurrenceEnds === null ? Number.POSITIVE_INFINITY : Date.parse(event.recurrenceEnds),
  };
}

/**
 * A one-off event's occurrence, straight from its instants: it needs no wall clock (a calendar of
 * hundreds of events, mostly one-off, is split on every draw, the dashboard's card included).
 */
function onlyOccurrence(event: RecurringTimes): Occurrence {
  const start = Date.parse(event.startTime);
  return { start, end: start + Math.max(0, Date.parse(event.endTime) - start) };
}

/** The n-th step's occurrence, or null when it is not one (a weekday outside the event's days). */
function step(series: Series, n: number): Occurrence | null {
  const local = series.unit === null ? series.local : addToClock(series.local, series.unit, n);
  if (series.days && !series.days.has(weekdayOf(local))) return null;
  const start = instantOf(local, series.timeZone);
  return { start, end: start + series.durationMs };
}

/** A step index at or a little before the first occurrence that may start at or after `instant`. */
function indexBefore(series: Series, instant: number): number {
  if (series.unit === null) return 0;
  const target = wallClockAt(instant, series.timeZone);
  const from = series.local;
  const days = daysBetween(from, target);
  if (days <= 0) return 0;
  const count = wholeUnits(series.unit, from, target, days);
  // One step back (a week back for days of the week) absorbs clamped month ends and zone offsets.
  return Math.max(0, count - (series.days ? 7 : 1));
}

/** Whole days, weeks, months or years from one date to a later one (never more than fit). */
function wholeUnits(unit: Unit, from: WallClock, to: WallClock, days: number): number {
  if (unit === "days") return days;
  if (unit === "weeks") return Math.floor(days / 7);
  const dayShort = to.day < from.day ? 1 : 0;
  if (unit === "months") return (to.year - from.year) * 12 + (to.month - from.month) - dayShort;
  return to.year - from.year - (to.month < from.month || (to.month === from.month && dayShort) ? 1 : 0);
}

/** Occurrences from the first one satisfying `from`, in order, until recurrenceEnds. */
function* occurrencesFrom(series: Series, startIndex: number, from: (occurrence: Occurrence) => boolean): Generator<Occurrence> {
  let scanned = 0;
  for (let n = startIndex; ; n++) {
    const occurrence = step(series, n);
    if (occurrence === null) continue;
    if (occurrence.start > series.until) return;
    if (series.unit === null && n > 0) return;
    if (from(occurrence)) {
      yield occurrence;
    } else if (++scanned > MAX_SCAN) {
      return;
    }
    if (series.unit === null) return;
  }
}

/** The occurrences that start in [from, to), in order. */
export function occurrencesBetween(event: RecurringTimes, from: number, to: number, timeZone: string): Occurrence[] {
  const ruled = byRule(event);
  if (ruled) {
    const found: Occurrence[] = [];
    for (const occurrence of ruled.occurrences) {
      if (occurrence.start >= to) break;
      if (occurrence.start >= from) found.push(occurrence);
    }
    return found;
  }
  if (event.recurrence === "none") {
    const only = onlyOccurrence(event);
    return only.start >= from && only.start < to ? [only] : [];
  }
  const series = seriesOf(event, timeZone);
  const found: Occurrence[] = [];
  for (const occurrence of occurrencesFrom(series, indexBefore(series, from), (o) => o.start >= from)) {
    if (occurrence.start >= to) break;
    found.push(occurrence);
  }
  return found;
}

/** The last occurrence, or null when the event recurs without end. */
export function lastOccurrence(event: RecurringTimes, timeZone: string): Occurrence | null {
  const ruled = byRule(event);
  if (ruled) return ruled.finite ? lastOf(ruled.occurrences, onlyOccurrence(event)) : null;
  if (event.recurrence === "none") return onlyOccurrence(event);
  const series = seriesOf(event, timeZone);
  if (series.until === Number.POSITIVE_INFINITY) return null;
  let last: Occurrence | null = null;
  for (const occurrence of occurrencesFrom(series, indexBefore(series, series.until), () => true)) last = occurrence;
  return last;
}

/**
 * When the event is over for good, as the server stores it (events.ends_at): the end of its last
 * occurrence as a UTC instant, or null when it recurs without end (never finished). The phone's
 * finished list orders by the same instant, so the server's pages continue it.
 */
export function eventEndsAt(event: RecurringTimes, timeZone: string): string | null {
  const last = lastOccurrence(event, timeZone);
  return last ? new Date(last.end).toISOString() : null;
}

export type EventTiming = { status: "upcoming"; occurrence: Occurrence } | { status: "finished"; occurrence: Occurrence };

/**
 * Upcoming or finished, and the occurrence to show. Upcoming: an occurrence starts at or after the
 * start of the family's today (its 00:00), or one is still going on; shown at the first such
 * occurrence. Finished: every occurrence has ended; shown at the last. An event that ended earlier
 * today is upcoming until midnight, so it is never on both lists.
 */
export function eventTiming(event: RecurringTimes, now: number, todayStart: number, timeZone: string): EventTiming {
  const current = (o: Occurrence) => o.start >= todayStart || o.end >= now;
  const ruled = byRule(event);
  if (ruled) return ruleTiming(ruled, current, onlyOccurrence(event));
  if (event.recurrence === "none") {
    const only = onlyOccurrence(event);
    return { status: current(only) ? "upcoming" : "finished", occurrence: only };
  }
  const series = seriesOf(event, timeZone);
  const first = occurrencesFrom(series, indexBefore(series, todayStart - series.durationMs), current).next();
  if (!first.done) return { status: "upcoming", occurrence: first.value };
  const last = lastOccurrence(event, timeZone) ?? { start: Date.parse(event.startTime), end: Date.parse(event.endTime) };
  return { status: "finished", occurrence: last };
}

/** The last of finitely many occurrences (a rule whose every occurrence is excluded has the event's own times). */
function lastOf(occurrences: Iterable<Occurrence>, none: Occurrence): Occurrence {
  let last = none;
  for (const occurrence of occurrences) last = occurrence;
  return last;
}

function ruleTiming(ruled: RuleOccurrences, current: (o: Occurrence) => boolean, own: Occurrence): EventTiming {
  let last = own;
  for (const occurrence of ruled.occurrences) {
    if (current(occurrence)) return { status: "upcoming", occurrence };
    last = occurrence;
  }
  return { status: "finished", occurrence: last };
}
