import ICAL from "ical.js";
import { calendarMessages as m } from "@contract/calendar";
import type { CreateEventInput, EventOverride, Recurrence, RecurrenceRule } from "@contract/schemas/events";
import { weekdayOf } from "@contract/time/zone";
import { lastOccurrence } from "../lib/event-recurrence";
import { invalid } from "../lib/http-error";
import { iso } from "../lib/time";
import { endOf, firstTime, type PhoneTime, propertyTimes } from "./event-times";
import { classOf, type PhoneClass } from "../lib/event-class";
import { firstValueOf } from "./ics-values";

/**
 * A phone's VEVENT as the app's event (docs/features/caldav.md "The calendar (VEVENT)"): SUMMARY,
 * DESCRIPTION, LOCATION, the start and end as instants, and its repeat as the app's fields where
 * they can say it exactly; otherwise those fields approximate it and `recurrenceRule` carries the
 * rule, its EXDATEs and moved instances, which the app then draws by (contract/time/rule-expansion.ts).
 * Everything else (alarms, attendees, X- properties, the phone's own zone definitions) stays in the
 * text the row keeps as `dav_source` and is written back from it.
 */

/** The app's fields a phone's text gives; who sees the event is its CLASS (`phoneClass`). */
export type EventInput = Omit<CreateEventInput, "id" | "familyId" | "createdBy" | "visibility" | "sharedLinkId">;

export interface PhoneEvent {
  fields: EventInput;
  recurrenceRule: RecurrenceRule | null;
  /** Its CLASS, who the phone asks to see it (docs/features/calendar.md "Who sees an event"). */
  phoneClass: PhoneClass;
}

const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
const FREQUENCIES: Record<string, Recurrence> = { DAILY: "daily", WEEKLY: "weekly", MONTHLY: "monthly", YEARLY: "yearly" };

/** The phone's text as one VCALENDAR (400 when it does not parse as one). */
export function parseCalendar(ics: string): ICAL.Component {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(ics));
  } catch {
    throw invalid(m.icsUnreadable);
  }
  if (calendar.name !== "vcalendar") throw invalid(m.icsUnreadable);
  return calendar;
}

/** The series' own VEVENT (no RECURRENCE-ID) and its overridden instances. */
export function eventComponents(calendar: ICAL.Component): { master: ICAL.Component; overrides: ICAL.Component[] } {
  const vevents = calendar.getAllSubcomponents("vevent");
  const master = vevents.find((vevent) => !vevent.hasProperty("recurrence-id"));
  if (!master) throw invalid(m.icsNoEvent);
  return { master, overrides: vevents.filter((vevent) => vevent.hasProperty("recurrence-id")) };
}

const textOf = (component: ICAL.Component, name: string): string | null => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === "string" ? value : null;
};

/** A recurring component's times: its start and end, and the property that ends it (DTEND for an event, DUE for a to-do). */
export interface RuleContext {
  calendar: ICAL.Component;
  familyZone: string;
  start: PhoneTime;
  end: number;
  endName?: "dtend" | "due";
}

/** EXDATEs and cancelled instances as excluded instants, the other overrides and the RDATEs as moved occurrences. */
function exceptions(master: ICAL.Component, overrides: ICAL.Component[], context: RuleContext): Pick<RecurrenceRule, "exdates" | "overrides"> {
  const { calendar, familyZone, endName = "dtend" } = context;
  const exdates = propertyTimes(master, "exdate", calendar, familyZone).map((time) => iso(time.instant));
  const duration = context.end - context.start.instant;
  // An RDATE is an extra occurrence: a moved one that replaces none (its recurrence id is its own start).
  const moved: EventOverride[] = propertyTimes(master, "rdate", calendar, familyZone).map(({ instant }) => ({
    recurrenceId: iso(instant),
    startTime: iso(instant),
    endTime: iso(instant + duration),
  }));
  for (const override of overrides) {
    const id = firstTime(override, "recurrence-id", calendar, familyZone);
    if (!id) continue;
    if (textOf(override, "status")?.toUpperCase() === "CANCELLED") {
      exdates.push(iso(id.instant));
      continue;
    }
    const start = firstTime(override, "dtstart", calendar, familyZone) ?? id;
    const ownEnd = override.hasProperty(endName) || override.hasProperty("duration");
    const end = ownEnd ? endOf(override, start, calendar, familyZone, endName) : start.instant + duration;
    moved.push({ recurrenceId: iso(id.instant), startTime: iso(start.instant), endTime: iso(end) });
  }
  return { exdates, overrides: moved };
}

/** A phone's repeat as the app keeps it: the RRULE, the zone its steps are read in (the start's), its exceptions. */
export const ruleOf = (recur: ICAL.Recur, master: ICAL.Component, overrides: ICAL.Component[], context: RuleContext): RecurrenceRule => ({
  rrule: recur.toString(),
  timeZone: context.start.zone,
  ...exceptions(master, overrides, context),
});

/** Whether the app's own fields expand exactly as the rule does (then no rule is kept). */
function appCanSay(recur: ICAL.Recur, rule: RecurrenceRule, context: RuleContext): boolean {
  const { start, familyZone } = context;
  if (rule.exdates.length > 0 || rule.overrides.length > 0 || rule.timeZone !== familyZone) return false;
  if ((recur.interval ?? 1) !== 1 || recur.count !== null) return false;
  const parts = recur.parts as Record<string, (string | number)[]>;
  const keys = Object.keys(parts);
  const { month, day } = start.clock;
  switch (recur.freq) {
    case "DAILY":
      return keys.length === 0;
    case "WEEKLY": {
      const days = parts.BYDAY;
      return keys.every((key) => key === "BYDAY") && (!days || days.includes(WEEKDAYS[weekdayOf(start.clock)] as string));
    }
    case "MONTHLY": {
      const monthDays = parts.BYMONTHDAY;
      if (keys.some((key) => key !== "BYMONTHDAY")) return false;
      if (!monthDays) return day <= 28;
      return monthDays.length === 1 && (monthDays[0] === -1 ? day === 31 : monthDays[0] === day && day <= 28);
    }
    case "YEARLY":
      return keys.length === 0 && !(month === 2 && day === 29);
    default:
      return false;
  }
}

/** The app's fields for the repeat, and the rule when they only approximate it. */
function repeatOf(master: ICAL.Component, overrides: ICAL.Component[], context: RuleContext) {
  const recur = firstValueOf(master, "rrule");
  if (!(recur instanceof ICAL.Recur)) return { recurrence: "none" as const, recurrenceEnds: null, daysOfWeek: null, recurrenceRule: null };
  const rule = ruleOf(recur, master, overrides, context);
  const recurrence = FREQUENCIES[recur.freq] ?? "daily";
  const plainDays = ((recur.parts as Record<string, string[]>).BYDAY ?? []).map((day) => WEEKDAYS.indexOf(day)).filter((day) => day >= 0);
  const daysOfWeek = recurrence === "weekly" && plainDays.length > 0 ? plainDays : null;
  const times = { startTime: iso(context.start.instant), endTime: iso(context.end), recurrence, daysOfWeek };
  const last = lastOccurrence({ ...times, recurrenceEnds: null, recurrenceRule: rule }, context.familyZone);
  const recurrenceEnds = last ? iso(Math.max(last.start, context.start.instant)) : null;
  return { recurrence, recurrenceEnds, daysOfWeek, recurrenceRule: appCanSay(recur, rule, context) ? null : rule };
}

/** A phone's VCALENDAR as the app's event fields (checked later by the create rules), the rule they cannot hold and its CLASS. */
export function phoneEvent(ics: string, familyZone: string): PhoneEvent {
  const calendar = parseCalendar(ics);
  const { master, overrides } = eventComponents(calendar);
  const start = firstTime(master, "dtstart", calendar, familyZone);
  if (!start) throw invalid(m.icsNoStart);
  const context: RuleContext = { calendar, familyZone, start, end: endOf(master, start, calendar, familyZone) };
  const { recurrenceRule, ...repeat } = repeatOf(master, overrides, context);
  const summary = textOf(master, "summary");
  return {
    fields: {
      title: summary?.trim() ? summary : m.untitled,
      description: textOf(master, "description"),
      location: textOf(master, "location"),
      startTime: iso(start.instant),
      endTime: iso(context.end),
      ...repeat,
    },
    recurrenceRule,
    phoneClass: classOf(master),
  };
}
