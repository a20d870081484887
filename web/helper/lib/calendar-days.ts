import type { HelperEvent } from "@contract/schemas/helpers";
import { addToClock } from "@contract/time/wall-clock";
import { dateText, familyDate, familyDay } from "@contract/time/zone";
import { formatDate, formatTime, weekdayLong } from "@web/lib/dates";
import { foHelperApp as t } from "@web/i18n/fo/helper-app";

export interface CalendarDay {
  date: string;
  /** "Í dag · mánadagur 03.11.2026" */
  label: string;
  events: HelperEvent[];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The events by the family's day, in the family's zone: an occurrence begun before today (it
 * lasts into it) is today's. The server answers them by start (docs/features/helpers.md "Powers").
 */
export function calendarDays(events: readonly HelperEvent[], now: number, timeZone: string): CalendarDay[] {
  const today = dateText(familyDay(now, timeZone));
  const tomorrow = dateText(addToClock(familyDay(now, timeZone), "days", 1));
  const days = new Map<string, CalendarDay>();
  for (const event of events) {
    const start = familyDate(event.startTime, timeZone);
    const date = familyDate(Math.max(Date.parse(event.startTime), now), timeZone);
    let day = days.get(date);
    if (!day) {
      const shown = date === start ? event.startTime : now;
      const name = `${capitalised(weekdayLong(shown, timeZone))} ${formatDate(shown, timeZone)}`;
      const label = date === today ? `${t.today} · ${name}` : date === tomorrow ? `${t.tomorrow} · ${name}` : name;
      day = { date, label, events: [] };
      days.set(date, day);
    }
    day.events.push(event);
  }
  return [...days.values()];
}

/** "18.00–19.30", or "Allan dagin" for an event from midnight to midnight. */
export function eventTimes(event: HelperEvent, timeZone: string): string {
  const from = formatTime(event.startTime, timeZone);
  const to = formatTime(event.endTime, timeZone);
  return from === "00.00" && to === "00.00" && event.endTime > event.startTime ? t.allDay : `${from}–${to}`;
}
