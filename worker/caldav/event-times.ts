import ICAL from "ical.js";
import { calendarMessages as m } from "@contract/calendar";
import { RuleWalkSpent } from "@contract/time/rule-budget";
import { clockOfTime } from "@contract/time/rule-expansion";
import { addToClock, instantOf, type WallClock } from "@contract/time/wall-clock";
import { isKnownZone } from "@contract/time/zone";
import { invalid } from "../lib/http-error";
import { firstValueOf, timesOf } from "./ics-values";

/**
 * The instants of a phone's DATE and DATE-TIME values (docs/features/caldav.md "The calendar
 * (VEVENT)"): a UTC time is itself; a time with a TZID the runtime knows (an IANA name, as phones
 * send) is placed on that zone's clock by wall-clock.ts, as the app places its own; another TZID
 * through the VTIMEZONE the phone sent with it; a floating time and an all-day DATE on the family's
 * clock (a DATE from its midnight).
 */

export interface PhoneTime {
  instant: number;
  /** The zone whose wall clock the value reads on: an IANA name, "UTC", or the family's. */
  zone: string;
  allDay: boolean;
  clock: WallClock;
}

/**
 * The instant of a time on a zone the calendar defines (VTIMEZONE): ical.js walks the zone's own
 * RRULEs for it, on the bound of contract/time/rule-budget.ts; a zone whose rules it cannot walk
 * within it is refused (400), as text that is no iCalendar is.
 */
export function definedZoneInstant(time: ICAL.Time): number {
  try {
    return time.toUnixTime() * 1000;
  } catch (error) {
    if (error instanceof RuleWalkSpent) throw invalid(m.icsZoneUnreadable);
    throw error;
  }
}

const utcOf = (clock: WallClock) => Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);

/** A value read with its property's TZID, in the calendar whose VTIMEZONEs define custom ones. */
export function phoneTime(time: ICAL.Time, tzid: string | null, calendar: ICAL.Component, familyZone: string): PhoneTime {
  const clock = clockOfTime(time);
  if (time.isDate) return { instant: instantOf(clock, familyZone), zone: familyZone, allDay: true, clock };
  if (time.zone === ICAL.Timezone.utcTimezone) return { instant: utcOf(clock), zone: "UTC", allDay: false, clock };
  if (tzid && isKnownZone(tzid)) return { instant: instantOf(clock, tzid), zone: tzid, allDay: false, clock };
  const definition = tzid ? calendar.getAllSubcomponents("vtimezone").find((zone) => zone.getFirstPropertyValue("tzid") === tzid) : undefined;
  if (definition) {
    const zoned = time.clone();
    zoned.zone = new ICAL.Timezone(definition);
    return { instant: definedZoneInstant(zoned), zone: familyZone, allDay: false, clock };
  }
  return { instant: instantOf(clock, familyZone), zone: familyZone, allDay: false, clock };
}

/** Every value of a date property (EXDATE may hold several per line, and come on several lines). */
export function propertyTimes(component: ICAL.Component, name: string, calendar: ICAL.Component, familyZone: string): PhoneTime[] {
  return component.getAllProperties(name).flatMap((property) => {
    const tzid = property.getParameter("tzid");
    return timesOf(property).map((value) => phoneTime(value, typeof tzid === "string" ? tzid : null, calendar, familyZone));
  });
}

/** The single value of a date property, or null when there is none. */
export const firstTime = (component: ICAL.Component, name: string, calendar: ICAL.Component, familyZone: string): PhoneTime | null =>
  propertyTimes(component, name, calendar, familyZone)[0] ?? null;

/**
 * When a component ends: DTEND (a to-do's DUE), else DTSTART plus DURATION, else the next day for
 * an all-day event and the start itself for a timed one (RFC 5545 3.6.1).
 */
export function endOf(component: ICAL.Component, start: PhoneTime, calendar: ICAL.Component, familyZone: string, endName = "dtend"): number {
  const end = firstTime(component, endName, calendar, familyZone);
  if (end) return end.instant;
  const duration = firstValueOf(component, "duration");
  if (duration instanceof ICAL.Duration) return start.instant + duration.toSeconds() * 1000;
  return start.allDay ? instantOf(addToClock(start.clock, "days", 1), familyZone) : start.instant;
}
