import type { CalendarEvent, RecurrenceRule } from "@contract/schemas/events";
import type { RecurringTimes } from "@contract/time/recurrence";
import { type Occurrence, occurrencesBetween } from "./event-recurrence";
import { weekdayOf } from "@contract/time/zone";
import { wallClockAt } from "@contract/time/wall-clock";
import { dateStamp, escapeText, localStamp, utcStamp, vevent } from "./ics";

/**
 * A calendar event as VEVENTs whose RRULE says exactly what contract/time/recurrence.ts computes,
 * in the family's zone (DTSTART;TZID=…). Months without the start's day: a monthly event on the
 * 31st is BYMONTHDAY=-1 (each month's last day) and a yearly one on 29 February is February's
 * last day. Monthly on the 29th or 30th cannot be one rule that calendar apps expand alike
 * (BYSETPOS is not honoured with BYMONTHDAY everywhere), so it is two VEVENTs: the day in every
 * month but February, and February's last day (UID suffixed "-february").
 */

const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
const NOT_FEBRUARY = "BYMONTH=1,3,4,5,6,7,8,9,10,11,12";
const FEBRUARY_LAST_DAY = "BYMONTH=2;BYMONTHDAY=-1";
/** How far ahead to look for where each part of a split monthly rule starts: more than a year, so February is in it. */
const SPLIT_SCAN_MS = 400 * 24 * 3_600_000;

interface Part {
  uid: string;
  first: Occurrence;
  rule: string | null;
}

const untilOf = (event: RecurringTimes) => (event.recurrenceEnds ? `;UNTIL=${utcStamp(Date.parse(event.recurrenceEnds))}` : "");

function parts(event: RecurringTimes, timeZone: string, uid: string): Part[] {
  const start = Date.parse(event.startTime);
  const own = { start, end: Date.parse(event.endTime) };
  const local = wallClockAt(start, timeZone);
  const until = untilOf(event);
  switch (event.recurrence) {
    case "none":
      return [{ uid, first: own, rule: null }];
    case "daily":
      return [{ uid, first: own, rule: `FREQ=DAILY${until}` }];
    case "weekly": {
      const days = event.daysOfWeek ? [...new Set([...event.daysOfWeek, weekdayOf(local)])].sort((a, b) => a - b) : null;
      const byDay = days ? `;BYDAY=${days.map((day) => WEEKDAYS[day]).join(",")}` : "";
      return [{ uid, first: own, rule: `FREQ=WEEKLY${byDay}${until}` }];
    }
    case "yearly":
      return [{ uid, first: own, rule: local.month === 2 && local.day === 29 ? `FREQ=YEARLY;${FEBRUARY_LAST_DAY}${until}` : `FREQ=YEARLY${until}` }];
    case "monthly": {
      if (local.day <= 28) return [{ uid, first: own, rule: `FREQ=MONTHLY${until}` }];
      if (local.day === 31) return [{ uid, first: own, rule: `FREQ=MONTHLY;BYMONTHDAY=-1${until}` }];
      const soon = occurrencesBetween(event, start, start + SPLIT_SCAN_MS, timeZone);
      const inFebruary = (o: Occurrence) => wallClockAt(o.start, timeZone).month === 2;
      const other = soon.find((o) => !inFebruary(o));
      const february = soon.find(inFebruary);
      return [
        ...(other ? [{ uid, first: other, rule: `FREQ=MONTHLY;${NOT_FEBRUARY};BYMONTHDAY=${local.day}${until}` }] : []),
        ...(february ? [{ uid: uid.replace("@", "-february@"), first: february, rule: `FREQ=YEARLY;${FEBRUARY_LAST_DAY}${until}` }] : []),
      ];
    }
  }
}

/** How far ahead a CalDAV resource lists the Februaries of a monthly event on the 29th or 30th. */
const RDATE_YEARS = 20;

/**
 * The app's repeat for a CalDAV resource, which is one VEVENT: one RRULE value (null: none) and the
 * extra occurrences (RDATE). A monthly event on the 29th or 30th is that day of every month that
 * has it, and February's last day as extra dates for RDATE_YEARS (or to its end): BYSETPOS, the one
 * rule for it, is not honoured with BYMONTHDAY by every client (ical.js 2.2 ignores it).
 */
export function davRepeat(event: RecurringTimes, timeZone: string): { rule: string | null; extra: Occurrence[] } {
  const start = Date.parse(event.startTime);
  const local = wallClockAt(start, timeZone);
  if (event.recurrence === "monthly" && (local.day === 29 || local.day === 30)) {
    const horizon = Math.min(event.recurrenceEnds ? Date.parse(event.recurrenceEnds) + 1 : Number.POSITIVE_INFINITY, start + RDATE_YEARS * 366 * 86_400_000);
    const extra = occurrencesBetween(event, start, horizon, timeZone).filter((o) => wallClockAt(o.start, timeZone).month === 2);
    return { rule: `FREQ=MONTHLY;BYMONTHDAY=${local.day}${untilOf(event)}`, extra };
  }
  return { rule: parts(event, timeZone, "")[0]?.rule ?? null, extra: [] };
}

/** A date line on the zone's clock (UTC written as such). */
const zonedLine = (name: string, instant: number, timeZone: string) =>
  timeZone === "UTC" ? `${name}:${utcStamp(instant)}` : `${name};TZID=${timeZone}:${localStamp(wallClockAt(instant, timeZone))}`;

/**
 * A phone's rule as the feed writes it (docs/features/calendar.md "Rules from a phone"): the series
 * with its RRULE and EXDATEs on the rule's zone, each moved instance as a VEVENT with its
 * RECURRENCE-ID, and an extra date (an override that replaces no occurrence of the rule) as an RDATE.
 */
function ruledComponents(event: CalendarEvent & { recurrenceRule: RecurrenceRule }, uid: string, stamp: string): string[] {
  const rule = event.recurrenceRule;
  const zone = rule.timeZone;
  const text = { summary: event.title, description: event.description, location: event.location };
  const bare = { ...event, recurrenceRule: { ...rule, overrides: [] } };
  const replacesOne = (id: number) => occurrencesBetween(bare, id, id + 1, zone).length > 0;
  const moved = rule.overrides.filter((o) => replacesOne(Date.parse(o.recurrenceId)));
  const extra = rule.overrides.filter((o) => !moved.includes(o));
  const series = vevent(
    uid,
    stamp,
    [
      zonedLine("DTSTART", Date.parse(event.startTime), zone),
      zonedLine("DTEND", Date.parse(event.endTime), zone),
      `RRULE:${rule.rrule}`,
      ...rule.exdates.map((instant) => zonedLine("EXDATE", Date.parse(instant), zone)),
      ...extra.map((o) => zonedLine("RDATE", Date.parse(o.startTime), zone)),
    ],
    text,
  );
  const instances = moved.flatMap((o) =>
    vevent(
      uid,
      stamp,
      [
        zonedLine("RECURRENCE-ID", Date.parse(o.recurrenceId), zone),
        zonedLine("DTSTART", Date.parse(o.startTime), zone),
        zonedLine("DTEND", Date.parse(o.endTime), zone),
      ],
      text,
    ),
  );
  return [...series, ...instances];
}

/** The event's VEVENT lines (one VEVENT, two for a monthly event on the 29th or 30th, or a phone's series with its moved instances). */
export function eventComponents(event: CalendarEvent, timeZone: string, uid: string, stamp: string): string[] {
  if (event.recurrenceRule) return ruledComponents({ ...event, recurrenceRule: event.recurrenceRule }, uid, stamp);
  return parts(event, timeZone, uid).flatMap((part) =>
    vevent(
      part.uid,
      stamp,
      [zonedLine("DTSTART", part.first.start, timeZone), zonedLine("DTEND", part.first.end, timeZone), ...(part.rule ? [`RRULE:${part.rule}`] : [])],
      { summary: event.title, description: event.description, location: event.location },
    ),
  );
}

/**
 * An occurrence imported from an outside calendar (docs/features/outside-calendars.md): one
 * VEVENT, its calendar's name as its CATEGORIES; an all-day one as DATEs on the family's clock.
 */
export function importedComponents(
  event: Pick<CalendarEvent, "title" | "description" | "location" | "startTime" | "endTime" | "allDay"> & { subscription: { name: string } },
  timeZone: string,
  uid: string,
  stamp: string,
): string[] {
  const start = wallClockAt(Date.parse(event.startTime), timeZone);
  const end = wallClockAt(Date.parse(event.endTime), timeZone);
  const dates = event.allDay
    ? [`DTSTART;VALUE=DATE:${dateStamp(start)}`, `DTEND;VALUE=DATE:${dateStamp(end)}`]
    : [`DTSTART;TZID=${timeZone}:${localStamp(start)}`, `DTEND;TZID=${timeZone}:${localStamp(end)}`];
  const text = { summary: event.title, description: event.description, location: event.location };
  return vevent(uid, stamp, dates, text, [`CATEGORIES:${escapeText(event.subscription.name)}`]);
}
