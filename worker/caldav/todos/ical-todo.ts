import ICAL from "ical.js";
import * as v from "valibot";
import { caldavTodoMessages as cm } from "@contract/caldav-todo-messages";
import { instantOf } from "@contract/time/wall-clock";
import { familyDay, isKnownZone } from "@contract/time/zone";
import { HttpError, invalidIssues } from "@worker/lib/http-error";
import { definedZoneInstant } from "../event-times";

/**
 * What the task and shopping collections share: one VCALENDAR with one VTODO, read from a phone's
 * text and written over the text the phone last sent (`dav_source`), so whatever the app has no
 * field for (alarms, RELATED-TO, categories, X- properties, a recurrence, time zones) comes back
 * unchanged (docs/features/caldav.md "Tasks and shopping").
 */

export const PRODID = "-//FamilyHub//CalDAV//FO";

/** A phone's VTODO: its calendar (kept whole) and its master component (the one without RECURRENCE-ID). */
export interface TodoText {
  calendar: ICAL.Component;
  todo: ICAL.Component;
}

/** The VTODO of a phone's text; 400 with a Faroese message when it is not one calendar with a to-do. */
export function parseTodo(ics: string): TodoText & { uid: string } {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(ics));
  } catch {
    throw new HttpError("invalid_body", cm.notATodo);
  }
  const todo = calendar.name === "vcalendar" ? masterTodo(calendar) : undefined;
  if (!todo) throw new HttpError("invalid_body", cm.notATodo);
  const uid = textOf(todo, "uid");
  if (!uid) throw new HttpError("invalid_body", cm.uidMissing);
  return { calendar, todo, uid };
}

const masterTodo = (calendar: ICAL.Component) => calendar.getAllSubcomponents("vtodo").find((todo) => !todo.hasProperty("recurrence-id"));

/** The kept text's calendar to write the app's fields over, or a new one with the row's id as UID. */
export function todoOver(source: string | null, uid: string): TodoText {
  if (source) {
    try {
      const calendar = new ICAL.Component(ICAL.parse(source));
      const todo = masterTodo(calendar);
      if (todo) return { calendar, todo };
    } catch {
      // A kept text that no longer parses (never expected: it parsed when stored) is written afresh.
    }
  }
  const calendar = new ICAL.Component("vcalendar");
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("prodid", PRODID);
  const todo = new ICAL.Component("vtodo");
  todo.updatePropertyWithValue("uid", uid);
  calendar.addSubcomponent(todo);
  return { calendar, todo };
}

/**
 * A property's value, or null when missing or when ical.js cannot decode it: it decodes a value on
 * first access, so a malformed one a phone stored must not fail every later read of the resource.
 */
export function propertyValue(todo: ICAL.Component, name: string): unknown {
  try {
    return todo.getFirstPropertyValue(name);
  } catch {
    return null;
  }
}

/** A text property's value; null when missing or blank. */
export function textOf(todo: ICAL.Component, name: string): string | null {
  const value = propertyValue(todo, name);
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** The SUMMARY, trimmed as the app stores a title or a name; null when missing or blank. */
export const summaryOf = (todo: ICAL.Component) => textOf(todo, "summary")?.trim() ?? null;

/** Sets a property afresh (without the parameters the phone gave the old value, such as a TZID), or removes it for null. */
export function setOrRemove(todo: ICAL.Component, name: string, value: PropertyValue | null): void {
  todo.removeAllProperties(name);
  if (value !== null) todo.addPropertyWithValue(name, value);
}

/** Leaves a property as the phone wrote it while it still reads as the app's value, else writes the app's (`written`) afresh. */
export function keepOrSet<T>(todo: ICAL.Component, name: string, app: T, read: (todo: ICAL.Component) => T, written: PropertyValue | null): void {
  if (read(todo) !== app) setOrRemove(todo, name, written);
}

type PropertyValue = string | number | ICAL.Time;

const utcTime = (instant: string) => ICAL.Time.fromJSDate(new Date(instant), true);

/** A UTC DATE-TIME property (COMPLETED, DTSTAMP, CREATED), or none for null. */
export function setInstant(todo: ICAL.Component, name: string, instant: string | null): void {
  setOrRemove(todo, name, instant === null ? null : utcTime(instant));
}

/** The epoch milliseconds of a date-time property, or null. */
export function instantOfProperty(todo: ICAL.Component, name: string, zone: string): number | null {
  const property = todo.getFirstProperty(name);
  const time = property ? propertyValue(todo, name) : null;
  if (!property || !(time instanceof ICAL.Time)) return null;
  return instantOfTime(time, property.getParameter("tzid"), zone);
}

/**
 * A time as an instant: a date alone is the last millisecond of that day in the family's zone (as
 * the app's day picker sends a due day, docs/features/tasks.md); a UTC time or one whose zone the
 * calendar defines as it says; a TZID without a definition as the IANA zone of that name; a floating
 * time in the family's zone.
 */
function instantOfTime(time: ICAL.Time, tzid: string | string[] | undefined, zone: string): number {
  const clock = { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second, millisecond: 0 };
  if (time.isDate) return instantOf({ ...clock, hour: 24, minute: 0, second: 0 }, zone) - 1;
  const named = typeof tzid === "string" ? tzid : undefined;
  const defined = time.zone && time.zone !== ICAL.Timezone.localTimezone;
  if (defined) return definedZoneInstant(time);
  return instantOf(clock, named && isKnownZone(named) ? named : zone);
}

/** The app's due instant as a DUE: a date alone when it is the last millisecond of a day in the family's zone (the app's own due days), else UTC. */
export function dueTime(instant: string, zone: string): ICAL.Time {
  const epoch = Date.parse(instant);
  const day = familyDay(epoch, zone);
  const endOfDay = instantOf({ ...day, hour: 24, minute: 0, second: 0, millisecond: 0 }, zone) - 1;
  if (epoch === endOfDay) return ICAL.Time.fromData({ ...day, isDate: true });
  return utcTime(instant);
}

/** The whole calendar as text (ical.js folds the lines and ends them with CRLF). */
export const calendarText = ({ calendar }: TodoText) => calendar.toString();

/** PERCENT-COMPLETE as a number (ical.js's types name no integers, though it reads them as such). */
const percentOf = (todo: ICAL.Component): unknown => propertyValue(todo, "percent-complete");

/**
 * Whether the phone's to-do is done: its STATUS says so (COMPLETED; NEEDS-ACTION, IN-PROCESS and
 * CANCELLED are open), else, without a STATUS, a COMPLETED time or PERCENT-COMPLETE 100.
 */
export function completedOf(todo: ICAL.Component): boolean {
  const status = textOf(todo, "status")?.toUpperCase();
  if (status) return status === "COMPLETED";
  return todo.hasProperty("completed") || percentOf(todo) === 100;
}

/** The app's completion over the phone's: kept as written while it reads the same, else STATUS, COMPLETED and PERCENT-COMPLETE afresh. */
export function setCompletion(todo: ICAL.Component, completed: boolean, completedAt: string | null): void {
  if (completed) {
    if (textOf(todo, "status")?.toUpperCase() !== "COMPLETED") setOrRemove(todo, "status", "COMPLETED");
    const at = completedAt === null ? null : Date.parse(completedAt);
    if (at === null || instantOfProperty(todo, "completed", "UTC") !== at) setInstant(todo, "completed", completedAt);
    if (todo.hasProperty("percent-complete")) setOrRemove(todo, "percent-complete", 100);
    return;
  }
  if (completedOf(todo) || !todo.hasProperty("status")) setOrRemove(todo, "status", "NEEDS-ACTION");
  todo.removeAllProperties("completed");
  if (percentOf(todo) === 100) todo.removeAllProperties("percent-complete");
}

/** DTSTAMP and CREATED as the phone wrote them, else the row's creation. */
export function setStamps(todo: ICAL.Component, createdAt: string): void {
  if (!todo.hasProperty("dtstamp")) setInstant(todo, "dtstamp", createdAt);
  if (!todo.hasProperty("created")) setInstant(todo, "created", createdAt);
}

/** A phone's fields after the JSON API's own schema: 400 with its Faroese message and every issue listed. */
export function validInput<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw invalidIssues(result.issues);
}
