import ICAL from "ical.js";
import { DESCRIPTION_MAX, NAME_MAX } from "@contract/limits";
import { ExpansionBudget } from "@contract/time/rule-budget";
import { instantOf } from "@contract/time/wall-clock";
import { isKnownZone } from "@contract/time/zone";

/** One occurrence of an outside calendar's event, as stored in subscription_events. */
export interface ImportedOccurrence {
  uid: string;
  /** The occurrence's original start (ISO) for a recurring event's occurrence; null for a single event. */
  recurrenceId: string | null;
  title: string;
  description: string | null;
  location: string | null;
  startTime: string;
  endTime: string;
  allDay: boolean;
}

export interface ExpansionWindow {
  /** Occurrences ending before this instant (ms) are left out … */
  from: number;
  /** … and so are those starting after this one. */
  to: number;
  /** The family's zone: all-day events and floating times are placed on its clock. */
  timeZone: string;
  /** The most occurrences kept (the earliest). */
  max: number;
  /** The most recurrence steps walked and milliseconds spent in all (contract/time/rule-budget.ts), so no feed can keep a refresh busy. */
  stepsMax: number;
  msMax: number;
}

/** The text is no iCalendar a refresh can use. */
export class FeedUnreadable extends Error {}

type Time = ICAL.Time;
type Property = ICAL.Property | null;

/**
 * The instant an iCalendar time names (docs/features/outside-calendars.md "Times"): UTC as is; a
 * TZID the runtime knows (Europe/Copenhagen) on that zone's clock, from the runtime's own zone
 * data; another TZID by the feed's own VTIMEZONE (Outlook's "Romance Standard Time"), which ical.js
 * finds in the same calendar, never in a registry shared with other feeds; a date, and a floating
 * time, on the family's clock.
 */
function instantOfTime(time: Time, prop: Property, familyZone: string): number {
  const clock = { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second, millisecond: 0 };
  if (time.isDate) return instantOf({ ...clock, hour: 0, minute: 0, second: 0 }, familyZone);
  if (time.zone?.tzid === "UTC") return time.toUnixTime() * 1000;
  const tzid = prop?.getParameter("tzid");
  if (typeof tzid === "string" && isKnownZone(tzid)) return instantOf(clock, tzid);
  if (time.zone?.component) return time.toUnixTime() * 1000;
  return instantOf(clock, familyZone);
}

const text = (event: ICAL.Event, max: number): string | null => {
  const value = event.component.getFirstPropertyValue(max === NAME_MAX ? "location" : "description");
  const trimmed = typeof value === "string" ? value.trim() : "";
  return trimmed === "" ? null : trimmed.slice(0, max);
};

const isCancelled = (event: ICAL.Event) => String(event.component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";

/** The occurrence, or null when it lies outside the window or is cancelled. */
function occurrence(item: ICAL.Event, start: Time, end: Time, recurrenceId: string | null, window: ExpansionWindow): ImportedOccurrence | null {
  if (isCancelled(item)) return null;
  const startAt = instantOfTime(start, item.component.getFirstProperty("dtstart"), window.timeZone);
  const endAt = Math.max(startAt, instantOfTime(end, item.component.getFirstProperty("dtend") ?? item.component.getFirstProperty("dtstart"), window.timeZone));
  if (endAt < window.from || startAt > window.to) return null;
  const summary = String(item.summary ?? "").trim();
  return {
    uid: item.uid ?? "",
    recurrenceId,
    title: (summary === "" ? "—" : summary).slice(0, NAME_MAX),
    description: text(item, DESCRIPTION_MAX),
    location: text(item, NAME_MAX),
    startTime: new Date(startAt).toISOString(),
    endTime: new Date(endAt).toISOString(),
    allDay: start.isDate,
  };
}

/**
 * A recurring event's occurrences in the window, overridden instances (RECURRENCE-ID) in place of
 * theirs, EXDATEs left out. Each rule walks on a budget of its own within the feed's, so one rule
 * whose BY parts never meet ends alone and the feed's other events are still read.
 */
function expandRecurring(event: ICAL.Event, window: ExpansionWindow, feedBudget: ExpansionBudget, out: ImportedOccurrence[]): void {
  const budget = new ExpansionBudget(undefined, feedBudget);
  const iterator = budget.step(() => event.iterator());
  const dtstart = event.component.getFirstProperty("dtstart");
  const step = () => (iterator ? budget.step(() => iterator.next()) : null);
  for (let next = step(); next; next = step()) {
    if (instantOfTime(next, dtstart, window.timeZone) > window.to) return;
    const details = event.getOccurrenceDetails(next);
    const found = occurrence(details.item, details.startDate, details.endDate, new Date(instantOfTime(next, dtstart, window.timeZone)).toISOString(), window);
    if (found) out.push(found);
  }
}

function parseCalendar(feed: string): ICAL.Component {
  try {
    const calendar = new ICAL.Component(ICAL.parse(feed));
    if (calendar.name !== "vcalendar") throw new FeedUnreadable("not a VCALENDAR");
    return calendar;
  } catch (error) {
    throw error instanceof FeedUnreadable ? error : new FeedUnreadable(String(error));
  }
}

/**
 * Every occurrence of the feed's events within the window, earliest first, at most `max`. Each
 * recurrence exception is related to its master by UID; one without a master stands alone.
 */
export function occurrencesOf(feed: string, window: ExpansionWindow): ImportedOccurrence[] {
  const calendar = parseCalendar(feed);
  const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
  const masters = new Map(events.filter((event) => !event.isRecurrenceException()).map((event) => [event.uid, event]));
  const out: ImportedOccurrence[] = [];
  const budget = new ExpansionBudget({ steps: window.stepsMax, ms: window.msMax });
  try {
    for (const event of events) {
      const master = event.isRecurrenceException() ? masters.get(event.uid) : undefined;
      if (master?.isRecurring()) master.relateException(event);
      else if (event.isRecurring() && !event.isRecurrenceException()) continue;
      else {
        const found = event.startDate ? occurrence(event, event.startDate, event.endDate, null, window) : null;
        if (found) out.push(found);
      }
    }
    for (const master of masters.values()) if (master.isRecurring() && !isCancelled(master)) expandRecurring(master, window, budget, out);
  } catch (error) {
    throw new FeedUnreadable(String(error));
  }
  return out.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.uid.localeCompare(b.uid)).slice(0, window.max);
}
