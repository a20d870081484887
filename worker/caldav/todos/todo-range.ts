import ICAL from "ical.js";
import { instantOf, wallClockAt } from "@contract/time/wall-clock";
import { lastOccurrence, type Occurrence, occurrencesBetween } from "@worker/lib/event-recurrence";
import { iso } from "@worker/lib/time";
import { ruleOf } from "../event-from-ics";
import { endOf, firstTime } from "../event-times";
import { instantOfProperty, propertyValue } from "./ical-todo";

/** collection.ts's DavRange, restated so the mapping's unit tests load no Worker runtime types. */
interface Range {
  start?: string;
  end?: string;
}

/** The to-do's dates RFC 4791 9.9's table reads, as epoch milliseconds (null: the property is absent). */
interface TodoTimes {
  dtstart: number | null;
  due: number | null;
  durationMs: number | null;
  completed: number | null;
  created: number | null;
}

/** RFC 4791 9.9's table for VTODO, for one instance; `start` and `end` are the range's (infinite when open). */
function instanceOverlaps(times: TodoTimes, start: number, end: number): boolean {
  const { dtstart, due, durationMs, completed, created } = times;
  if (dtstart !== null && durationMs !== null) {
    const until = dtstart + durationMs;
    return start <= until && (end > dtstart || end >= until);
  }
  if (dtstart !== null && due !== null) return (start < due || start <= dtstart) && (end > dtstart || end >= due);
  if (dtstart !== null) return start <= dtstart && end > dtstart;
  if (due !== null) return start < due && end >= due;
  if (completed !== null && created !== null) return (start <= created || start <= completed) && (end >= created || end >= completed);
  if (completed !== null) return start <= completed && end >= completed;
  if (created !== null) return end > created;
  return true;
}

/** Whether the phone's own text has the property on its to-do (a CREATED the server stamped does not count). */
function sentHas(sent: string | null, name: string): boolean {
  if (sent === null) return false;
  try {
    const todos = new ICAL.Component(ICAL.parse(sent)).getAllSubcomponents("vtodo");
    return todos.some((todo) => !todo.hasProperty("recurrence-id") && todo.hasProperty(name));
  } catch {
    return false;
  }
}

/** A date's midnight as the to-do's dates read a date alone (ical-todo.ts): the last millisecond of that day in the zone. */
function endOfDay(midnight: number, zone: string): number {
  // Noon is on the right day whatever a change of clocks did to the instances' spacing.
  const day = wallClockAt(midnight + 12 * 3_600_000, zone);
  return instantOf({ ...day, hour: 24, minute: 0, second: 0, millisecond: 0 }, zone) - 1;
}

interface Series {
  allDay: boolean;
  instances: Occurrence[] | "unending";
}

/**
 * The instances of a recurring to-do that may meet the range, by the calendar's bounded expansion
 * (contract/time/): anchored on DTSTART (else DUE), each as long as the master (DUE or DURATION
 * after DTSTART), its EXDATEs, RDATEs and overridden instances applied as for an event. With an
 * open end, "unending" for a series without end (it has instances after any start).
 */
function seriesNear(calendar: ICAL.Component, todo: ICAL.Component, recur: ICAL.Recur, zone: string, start: number, end: number): Series | null {
  const anchorName = todo.hasProperty("dtstart") ? "dtstart" : "due";
  const anchor = firstTime(todo, anchorName, calendar, zone);
  if (!anchor) return null;
  const length = anchorName === "dtstart" ? Math.max(0, endOf(todo, anchor, calendar, zone, "due") - anchor.instant) : 0;
  const overrides = calendar.getAllSubcomponents("vtodo").filter((component) => component.hasProperty("recurrence-id"));
  const context = { calendar, familyZone: zone, start: anchor, end: anchor.instant + length, endName: "due" as const };
  const rule = ruleOf(recur, todo, overrides, context);
  const times = { startTime: iso(anchor.instant), endTime: iso(anchor.instant + length), recurrenceEnds: null, daysOfWeek: null };
  const series = { ...times, recurrence: "none" as const, recurrenceRule: rule };
  let to = end + 1;
  if (!Number.isFinite(end)) {
    const last = lastOccurrence(series, zone);
    if (last === null) return { allDay: anchor.allDay, instances: "unending" };
    to = last.start + 1;
  }
  const longest = Math.max(length, ...rule.overrides.map((o) => Date.parse(o.endTime) - Date.parse(o.startTime)));
  // A day more: a date's instant moves to the end of its day below.
  const from = start - longest - (anchor.allDay ? 86_400_000 : 0) - 1;
  return { allDay: anchor.allDay, instances: occurrencesBetween(series, from, to, zone) };
}

/** One instance's dates for the table: the master's properties, at the instance's times (a date at the end of its day). */
function instanceTimes(todo: ICAL.Component, allDay: boolean, instance: Occurrence, zone: string): TodoTimes {
  const at = (instant: number) => (allDay ? endOfDay(instant, zone) : instant);
  const base = { completed: null, created: null };
  if (!todo.hasProperty("dtstart")) return { ...base, dtstart: null, due: at(instance.start), durationMs: null };
  if (todo.hasProperty("due")) return { ...base, dtstart: at(instance.start), due: at(instance.end), durationMs: null };
  const duration = propertyValue(todo, "duration") instanceof ICAL.Duration ? instance.end - instance.start : null;
  return { ...base, dtstart: at(instance.start), due: null, durationMs: duration };
}

/**
 * Whether an instance of a recurring to-do overlaps; undefined when its dates do not decode (a
 * malformed value a phone stored), and the to-do is then read as one.
 */
function seriesOverlaps(calendar: ICAL.Component, todo: ICAL.Component, recur: ICAL.Recur, zone: string, start: number, end: number): boolean | undefined {
  let series: Series | null;
  try {
    series = seriesNear(calendar, todo, recur, zone, start, end);
  } catch {
    return undefined;
  }
  if (series === null) return false;
  const { allDay, instances } = series;
  if (instances === "unending") return true;
  return instances.some((instance) => instanceOverlaps(instanceTimes(todo, allDay, instance, zone), start, end));
}

/**
 * Whether a to-do overlaps a calendar-query's time range, by RFC 4791 9.9's table for VTODO (its
 * DTSTART, DURATION, DUE, COMPLETED and CREATED; a date alone or a floating time in the family's
 * zone), each instance of a recurring one on its own. An open end of the range reaches forever.
 * `sent` is the phone's own text (null for a row the app made): CREATED counts only when it came
 * from there, so a to-do without dates matches every range, as the table says, whatever the
 * server stamped.
 */
export function todoOverlaps(ics: string, range: Range, zone: string, sent: string | null): boolean {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const todo = calendar.getAllSubcomponents("vtodo").find((component) => !component.hasProperty("recurrence-id"));
  if (!todo) return false;
  const start = range.start === undefined ? Number.NEGATIVE_INFINITY : Date.parse(range.start);
  const end = range.end === undefined ? Number.POSITIVE_INFINITY : Date.parse(range.end);
  const recur = propertyValue(todo, "rrule");
  const recurring = recur instanceof ICAL.Recur && (todo.hasProperty("dtstart") || todo.hasProperty("due"));
  const byInstance = recurring ? seriesOverlaps(calendar, todo, recur, zone, start, end) : undefined;
  if (byInstance !== undefined) return byInstance;
  const at = (name: string) => instantOfProperty(todo, name, zone);
  const duration = propertyValue(todo, "duration");
  return instanceOverlaps(
    {
      dtstart: at("dtstart"),
      due: at("due"),
      durationMs: at("dtstart") !== null && duration instanceof ICAL.Duration ? duration.toSeconds() * 1000 : null,
      completed: at("completed"),
      created: sentHas(sent, "created") ? at("created") : null,
    },
    start,
    end,
  );
}
