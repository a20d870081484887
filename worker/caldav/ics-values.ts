import ICAL from "ical.js";
import { calendarMessages as m } from "@contract/calendar";
import { davError } from "./errors";
import { NS, tag } from "./xml";

/**
 * The one reader of a phone's iCalendar values (docs/features/caldav.md "XML"). ical.js decodes a
 * value only when it is first read, and throws then on one it cannot (`DTSTART:garbage`,
 * `DURATION:garbage`, `EXDATE:not-a-date`); it reads `RRULE:garbage` as a rule without FREQ, which
 * RFC 5545 3.3.10 requires. Either is the phone's invalid data: 400 `valid-calendar-data` (RFC 4791
 * 5.3.2.1) with the Faroese reason naming the property, never a 500 from deep inside a kind.
 */

const unreadable = (reason: string) => davError(400, reason, tag(NS.caldav, "valid-calendar-data"));

const sound = (value: unknown) => !(value instanceof ICAL.Recur) || (typeof value.freq === "string" && value.freq !== "");

/** A property's values, decoded; 400 when ical.js cannot decode one. */
export function valuesOf(property: ICAL.Property): unknown[] {
  let values: unknown[];
  try {
    values = property.getValues();
  } catch {
    throw unreadable(m.icsValueUnreadable(property.name.toUpperCase()));
  }
  if (!values.every(sound)) throw unreadable(m.icsValueUnreadable(property.name.toUpperCase()));
  return values;
}

/** A date property's times (a PERIOD by its start, RFC 5545 3.8.5.2); 400 for a value that is no time. */
export function timesOf(property: ICAL.Property): ICAL.Time[] {
  return valuesOf(property).map((value) => {
    const time = value instanceof ICAL.Period ? value.start : value;
    if (!(time instanceof ICAL.Time)) throw unreadable(m.icsValueUnreadable(property.name.toUpperCase()));
    return time;
  });
}

/** The first value of a component's property, or null when it has none. */
export function firstValueOf(component: ICAL.Component, name: string): unknown {
  const property = component.getFirstProperty(name);
  return property ? (valuesOf(property)[0] ?? null) : null;
}

/**
 * Every value of a phone's calendar read once, before a kind reads any (the kinds' later reads of a
 * text stored this way then cannot throw): its items', their moved instances', alarms' and time
 * zones' (a VTIMEZONE's DTSTART is read when a time on it is placed). Each item holds one UID that is
 * not empty (RFC 5545 3.8.4.7: exactly once; RFC 4791 4.1: CalDAV finds the object by it).
 */
export function assertValuesReadable(calendar: ICAL.Component, items: ICAL.Component[]): void {
  // A loop, not recursion: 64 KiB of nested BEGIN lines is some 7,000 levels.
  const pending = [calendar];
  for (let component = pending.pop(); component; component = pending.pop()) {
    for (const property of component.getAllProperties()) valuesOf(property);
    pending.push(...component.getAllSubcomponents());
  }
  for (const item of items) {
    const uids = item.getAllProperties("uid");
    const uid = uids.length === 1 ? uids[0]?.getFirstValue() : null;
    if (typeof uid !== "string" || uid.trim() === "") throw unreadable(m.icsUidOnce);
  }
}
