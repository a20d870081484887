import { occurrencesBetween, type RecurringTimes } from "@contract/time/recurrence";
import { startOfFamilyDay } from "@contract/time/zoned";
import { familyDate } from "@contract/time/zone";
import { addDays } from "./calendar-range";

/**
 * Each day's events in a range of the week and month views: every occurrence (a recurring event's
 * by contract/time/recurrence.ts, a phone's rule by its expansion once that is loaded) on every
 * family date it lasts into, earliest start first.
 */

/** One occurrence of an event on a day. */
export interface DayOccurrence<T> {
  item: T;
  /** Epoch milliseconds of the occurrence (not clipped to the day). */
  start: number;
  end: number;
}

interface Dated {
  id: string;
  title: string;
}

/**
 * The occurrences of `items` that last into the dates `from`–`to` (both included) on the family's
 * clock, by date. An occurrence that ends exactly at a midnight (an all-day event) is not on the
 * day that midnight starts; one of no length is on its start's day.
 */
export function eventsByDay<T extends RecurringTimes & Dated>(
  items: readonly T[],
  from: string,
  to: string,
  timeZone: string,
): Map<string, DayOccurrence<T>[]> {
  const rangeStart = Date.parse(startOfFamilyDay(from, timeZone));
  const rangeEnd = Date.parse(startOfFamilyDay(addDays(to, 1), timeZone));
  const days = new Map<string, DayOccurrence<T>[]>();
  for (const item of items) {
    // Started before the range and still going on in it: looked for one length earlier.
    const length = Math.max(0, Date.parse(item.endTime) - Date.parse(item.startTime));
    for (const { start, end } of occurrencesBetween(item, rangeStart - length, rangeEnd, timeZone)) {
      if (end <= rangeStart && start < rangeStart) continue;
      const first = familyDate(Math.max(start, rangeStart), timeZone);
      const last = familyDate(Math.min(end > start ? end - 1 : start, rangeEnd - 1), timeZone);
      for (let date = first; date <= last; date = addDays(date, 1)) {
        const day = days.get(date) ?? [];
        day.push({ item, start, end });
        days.set(date, day);
      }
    }
  }
  for (const day of days.values()) day.sort((a, b) => a.start - b.start || a.item.title.localeCompare(b.item.title) || (a.item.id < b.item.id ? -1 : 1));
  return days;
}
