import ICAL from "ical.js";
import { icsText, vtimezone } from "@worker/lib/ics";

const FAROE = "Atlantic/Faroe";

/**
 * A VCALENDAR as a phone's calendar reads it, with ical.js (Thunderbird's library): its VTIMEZONEs
 * registered, its overridden instances related to the series, and the starts of its occurrences in
 * [from, to) as UTC ISO strings, sorted.
 */
export function phoneReads(ics: string, from: number, to: number): { master: ICAL.Component; starts: string[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevents = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
  const master = vevents.find((event) => !event.isRecurrenceException()) as ICAL.Event;
  for (const exception of vevents) if (exception !== master) master.relateException(exception);
  const starts: string[] = [];
  const iterator = master.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    const start = master.getOccurrenceDetails(next).startDate.toJSDate().getTime();
    if (start >= to) break;
    if (start >= from) starts.push(new Date(start).toISOString());
  }
  return { master: master.component, starts: starts.sort() };
}

/** A VCALENDAR as an iPhone sends one: the Faroe zone's VTIMEZONE, then the lines given. */
export const phoneCalendar = (...lines: string[]) =>
  icsText(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Apple Inc.//iPhone OS 18.0//EN", ...vtimezone(FAROE, 2025, 2030), ...lines, "END:VCALENDAR"]);

/** The phone's swimming lessons: every other Monday and Wednesday, one excluded, one moved, with an alarm and an attendee. */
export const SWIMMING = phoneCalendar(
  "BEGIN:VEVENT",
  "UID:2F1C-SWIM@example.com",
  "DTSTAMP:20260101T090000Z",
  "SEQUENCE:2",
  `DTSTART;TZID=${FAROE}:20260105T173000`,
  `DTEND;TZID=${FAROE}:20260105T183000`,
  "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE",
  `EXDATE;TZID=${FAROE}:20260401T173000`,
  "SUMMARY:Svimjing",
  "LOCATION:Svimjihøllin",
  "ATTENDEE;CN=Anna;PARTSTAT=ACCEPTED:mailto:anna@example.com",
  "X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC",
  "BEGIN:VALARM",
  "ACTION:DISPLAY",
  "DESCRIPTION:Svimjing",
  "TRIGGER:-PT30M",
  "END:VALARM",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:2F1C-SWIM@example.com",
  "DTSTAMP:20260101T090000Z",
  `RECURRENCE-ID;TZID=${FAROE}:20260119T173000`,
  `DTSTART;TZID=${FAROE}:20260120T180000`,
  `DTEND;TZID=${FAROE}:20260120T190000`,
  "SUMMARY:Svimjing",
  "END:VEVENT",
);
