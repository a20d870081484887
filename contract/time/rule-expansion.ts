import ICAL from "ical.js";
import type { RecurrenceRule } from "../schemas/events";
import type { Occurrence, RecurringTimes, RuleOccurrences } from "./recurrence";
import { ExpansionBudget } from "./rule-budget";
import { addToClock, instantOf, type WallClock, wallClockAt } from "./wall-clock";

/**
 * The occurrences of a phone's repeat rule (docs/features/calendar.md "Rules from a phone"), as a
 * phone's calendar expands them: ical.js's RRULE iterator (RFC 5545: INTERVAL, BYDAY with
 * ordinals, BYMONTHDAY, BYSETPOS, COUNT, WKST…) steps the start's wall clock in the rule's zone,
 * each step is placed in the zone by wall-clock.ts (a skipped time moves forward by the gap, a
 * repeated one is its first instance), UNTIL is compared as the instant (or the whole day) it
 * names, the excluded and moved occurrences are taken out, and the moved ones merged back in at
 * their new times. Loaded on demand: the pages import it only when an event with such a rule is
 * drawn (web/features/calendar/hooks/use-rule-expansion.ts). Each walk of a rule has a budget of its
 * own (rule-budget.ts): past it, or where ical.js cannot walk the rule, there are no more occurrences.
 */

type RuleEvent = RecurringTimes & { recurrenceRule: RecurrenceRule };

const icalTime = (clock: WallClock) =>
  ICAL.Time.fromData({ year: clock.year, month: clock.month, day: clock.day, hour: clock.hour, minute: clock.minute, second: clock.second, isDate: false });

/** An ical.js DATE or DATE-TIME as a wall-clock reading (a DATE at its midnight). */
export const clockOfTime = (time: ICAL.Time): WallClock => ({
  year: time.year,
  month: time.month,
  day: time.day,
  hour: time.isDate ? 0 : time.hour,
  minute: time.isDate ? 0 : time.minute,
  second: time.isDate ? 0 : time.second,
  millisecond: 0,
});

/** The last instant UNTIL allows: a UTC time as itself, a DATE through the end of that day, a local time in the rule's zone. */
function untilInstant(until: ICAL.Time, timeZone: string): number {
  if (until.isDate) return instantOf(addToClock(clockOfTime(until), "days", 1), timeZone) - 1;
  if (until.zone === ICAL.Timezone.utcTimezone) return until.toUnixTime() * 1000;
  return instantOf(clockOfTime(until), timeZone);
}

/** The moved occurrences (overrides, RDATEs) at their new times, in order. */
const movedOf = (rule: RecurrenceRule): Occurrence[] =>
  rule.overrides.map((o) => ({ start: Date.parse(o.startTime), end: Date.parse(o.endTime) })).sort((a, b) => a.start - b.start);

/**
 * The occurrences of a walk that ended at the bound, by the rule object they came from: the next
 * read of the same event (a page drawn again, `finite` then the last occurrence) replays them
 * instead of spending the whole budget again. Only a spent walk is kept: one that ended by the
 * rule costs no more than its occurrences.
 */
const spentWalks = new WeakMap<RecurrenceRule, { startTime: string; endTime: string; occurrences: Occurrence[] }>();

function* occurrencesOf(event: RuleEvent, recur: ICAL.Recur, until: number): Generator<Occurrence> {
  const { timeZone, exdates, overrides } = event.recurrenceRule;
  const start = Date.parse(event.startTime);
  const duration = Math.max(0, Date.parse(event.endTime) - start);
  const replaced = new Set([...exdates, ...overrides.map((o) => o.recurrenceId)].map((instant) => Date.parse(instant)));
  const moved = movedOf(event.recurrenceRule);
  let nextMoved = 0;
  const found: Occurrence[] = [];
  const budget = new ExpansionBudget();
  const iterator = budget.step(() => recur.iterator(icalTime(wallClockAt(start, timeZone))));
  const step = () => (iterator ? budget.step(() => iterator.next()) : null);
  for (let next = step(); next; next = step()) {
    const at = instantOf(clockOfTime(next), timeZone);
    if (at > until) break;
    if (replaced.has(at)) continue;
    while (nextMoved < moved.length && (moved[nextMoved] as Occurrence).start <= at) yield moved[nextMoved++] as Occurrence;
    found.push({ start: at, end: at + duration });
    yield { start: at, end: at + duration };
  }
  if (budget.spent) spentWalks.set(event.recurrenceRule, { startTime: event.startTime, endTime: event.endTime, occurrences: found });
  yield* moved.slice(nextMoved);
}

/** The walk of the event's rule, replayed when the same rule was walked to the bound before. */
function walkOf(event: RuleEvent, recur: ICAL.Recur, until: number): Iterator<Occurrence> {
  const spent = spentWalks.get(event.recurrenceRule);
  if (spent && spent.startTime === event.startTime && spent.endTime === event.endTime) {
    return [...spent.occurrences, ...movedOf(event.recurrenceRule)].sort((a, b) => a.start - b.start)[Symbol.iterator]();
  }
  return occurrencesOf(event, recur, until);
}

/**
 * Whether an endless rule's walk ends before its second occurrence: its BY parts never meet again
 * after the start (BYMONTH=2;BYMONTHDAY=30), so it is over after its first, and is stored and
 * filed so (its ends_at), instead of being walked to the bound on every read as if it went on.
 */
function stallsAfterFirst(occurrences: Iterable<Occurrence>): boolean {
  let found = 0;
  for (const _ of occurrences) if (++found > 1) return false;
  return true;
}

/** The expander contract/time/recurrence.ts delegates to (setRuleExpander). */
export function expandRule(event: RuleEvent): RuleOccurrences {
  const recur = ICAL.Recur.fromString(event.recurrenceRule.rrule);
  const until = recur.until === null ? Number.POSITIVE_INFINITY : untilInstant(recur.until, event.recurrenceRule.timeZone);
  // UNTIL is applied here, as the instant it names: ical.js would compare it with the floating steps.
  recur.until = null;
  const bounded = recur.count !== null || until !== Number.POSITIVE_INFINITY;
  const occurrences = { [Symbol.iterator]: () => walkOf(event, recur, until) };
  return {
    get finite() {
      return bounded || stallsAfterFirst(occurrences);
    },
    occurrences,
  };
}
