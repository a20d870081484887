import ICAL from "ical.js";
import { calendarDav, FEED_TIME_ZONE_YEARS_AHEAD } from "@contract/calendar";
import type { CalendarEvent, CreateEventBody } from "@contract/schemas/events";
import { wallClockAt } from "@contract/time/wall-clock";
import { icsText, vtimezone } from "../lib/ics";
import { davRepeat } from "../lib/ics-event";
import { eventFields } from "../lib/event-fields";
import type { PhoneClass } from "../lib/event-class";
import { eventComponents, parseCalendar, phoneEvent } from "./event-from-ics";

/**
 * An event as the VCALENDAR a phone reads (docs/features/caldav.md "The calendar (VEVENT)"). An
 * event the app made is written afresh: DTSTART/DTEND on the family's clock with its VTIMEZONE
 * (worker/lib/ics.ts, as the feed writes it), the app's repeat as one RRULE. An event a phone wrote
 * is its own text (`dav_source`) with only what the app has changed since written over it: a new
 * title is a new SUMMARY beside the phone's alarms, attendees and X- properties; new times or a new
 * repeat replace DTSTART/DTEND or the RRULE (and drop the EXDATEs and moved instances, which named
 * the old occurrences); SEQUENCE then counts one up. Unchanged, it is the phone's text byte for
 * byte. The text depends only on the row, so its ETag changes exactly when the row does.
 */

export interface DavEventRow extends CalendarEvent {
  davSource: string | null;
  createdAt: string;
}

const PRODID = "-//FamilyHub//CalDAV//FO";

const utcTime = (instant: string) => ICAL.Time.fromJSDate(new Date(instant), true);

function setText(component: ICAL.Component, name: string, value: string | null): void {
  component.removeAllProperties(name);
  if (value) component.addPropertyWithValue(name, value);
}

/** A DATE-TIME on the family's clock, with its TZID. */
function setTime(component: ICAL.Component, name: string, instant: string, timeZone: string, only = true): void {
  if (only) component.removeAllProperties(name);
  const clock = wallClockAt(Date.parse(instant), timeZone);
  const property = component.addPropertyWithValue(name, ICAL.Time.fromData({ ...clock, isDate: false }));
  property.setParameter("tzid", timeZone);
}

/** The family zone's VTIMEZONE, from a year before the start to some years past the last occurrence or now. */
function ensureZone(calendar: ICAL.Component, row: DavEventRow, timeZone: string): void {
  if (calendar.getAllSubcomponents("vtimezone").some((zone) => zone.getFirstPropertyValue("tzid") === timeZone)) return;
  const startYear = new Date(row.startTime).getUTCFullYear();
  const lastYear = row.recurrenceEnds ? new Date(row.recurrenceEnds).getUTCFullYear() : startYear;
  const lines = vtimezone(timeZone, startYear - 1, Math.max(startYear, lastYear) + FEED_TIME_ZONE_YEARS_AHEAD);
  calendar.addSubcomponent(ICAL.Component.fromString(icsText(lines)));
}

/** The app's repeat: its RRULE, and RDATEs where one rule cannot say it (worker/lib/ics-event.ts davRepeat). */
function writeRepeat(master: ICAL.Component, row: DavEventRow, timeZone: string): void {
  const { rule, extra } = row.recurrenceRule ? { rule: row.recurrenceRule.rrule, extra: [] } : davRepeat(row, timeZone);
  if (rule) master.addPropertyWithValue("rrule", ICAL.Recur.fromString(rule));
  for (const occurrence of extra) setTime(master, "rdate", new Date(occurrence.start).toISOString(), timeZone, false);
}

/** The phone's own fields, normalised as the app stores them, and its CLASS; null when its text no longer reads. */
function phoneFields(source: string, timeZone: string): (CreateEventBody & { phoneClass: PhoneClass }) | null {
  try {
    const phone = phoneEvent(source, timeZone);
    return { ...eventFields(phone.fields), phoneClass: phone.phoneClass };
  } catch {
    return null;
  }
}

/**
 * CLASS as the event's visibility says it: PRIVATE for a private event; none for the family's or a
 * shared one, unless the phone's own text says PUBLIC already. A phone's text whose CLASS says the
 * same as the row (CONFIDENTIAL for a private event too) is left as it is.
 */
function applyClass(master: ICAL.Component, row: DavEventRow, phone: { phoneClass: PhoneClass } | null): boolean {
  const isPrivate = row.visibility === "private";
  if (phone && (phone.phoneClass === "private") === isPrivate) return false;
  master.removeAllProperties("class");
  if (isPrivate) master.addPropertyWithValue("class", "PRIVATE");
  return phone !== null || isPrivate;
}

const sameRepeat = (a: CreateEventBody, b: CalendarEvent) =>
  a.startTime === b.startTime && a.recurrence === b.recurrence && a.recurrenceEnds === b.recurrenceEnds && String(a.daysOfWeek) === String(b.daysOfWeek);

/** Writes the app's fields that differ from the phone's (all of them when there is no phone text); true when any did. */
function applyApp(calendar: ICAL.Component, row: DavEventRow, timeZone: string, phone: (CreateEventBody & { phoneClass: PhoneClass }) | null): boolean {
  const { master, overrides } = eventComponents(calendar);
  let changed = false;
  const texts = [
    ["summary", row.title, phone?.title],
    ["description", row.description, phone?.description],
    ["location", row.location, phone?.location],
  ] as const;
  for (const [name, value, phoneValue] of texts) {
    if (phone && value === phoneValue) continue;
    setText(master, name, value);
    changed = true;
  }
  if (!phone || phone.startTime !== row.startTime || phone.endTime !== row.endTime) {
    ensureZone(calendar, row, timeZone);
    setTime(master, "dtstart", row.startTime, timeZone);
    setTime(master, "dtend", row.endTime, timeZone);
    master.removeAllProperties("duration");
    changed = true;
  }
  if (!phone || !sameRepeat(phone, row)) {
    for (const name of ["rrule", "exdate", "rdate"]) master.removeAllProperties(name);
    for (const override of overrides) calendar.removeSubcomponent(override);
    writeRepeat(master, row, timeZone);
    changed = true;
  }
  return applyClass(master, row, phone) || changed;
}

/** A fresh VCALENDAR for an event the app made. */
function freshCalendar(row: DavEventRow): ICAL.Component {
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("prodid", PRODID);
  const vevent = new ICAL.Component("vevent");
  vevent.addPropertyWithValue("uid", `${row.id}${calendarDav.appUidSuffix}`);
  vevent.addPropertyWithValue("dtstamp", utcTime(row.createdAt));
  vevent.addPropertyWithValue("created", utcTime(row.createdAt));
  calendar.addSubcomponent(vevent);
  return calendar;
}

/** The event's VCALENDAR text for CalDAV. */
export function eventIcs(row: DavEventRow, timeZone: string): string {
  if (!row.davSource) {
    const calendar = freshCalendar(row);
    applyApp(calendar, row, timeZone, null);
    return calendar.toString();
  }
  const calendar = parseCalendar(row.davSource);
  const phone = phoneFields(row.davSource, timeZone);
  // Unchanged since the phone wrote it: its very bytes, so the ETag is the one its PUT was answered with.
  if (!applyApp(calendar, row, timeZone, phone)) return row.davSource;
  const { master } = eventComponents(calendar);
  const sequence = master.getFirstPropertyValue("sequence");
  master.updatePropertyWithValue("sequence", (typeof sequence === "number" ? sequence : 0) + 1);
  return calendar.toString();
}
