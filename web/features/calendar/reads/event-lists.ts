import type { CalendarEvent } from "@contract/schemas/events";
import { eventTiming, lastOccurrence } from "@contract/time/recurrence";
import { startOfFamilyToday } from "@contract/time/zoned";
import type { KeptEvents } from "./get-events";

/** An event at the occurrence a list shows: the next (or current) one when upcoming, the last when finished. */
export interface ShownEvent {
  event: CalendarEvent;
  start: number;
  end: number;
}

/**
 * The page's two lists (docs/features/calendar.md): upcoming by the shown occurrence's start,
 * earliest first; finished by the last occurrence's end, latest first. Every event is on one.
 */
export function splitEvents(events: readonly CalendarEvent[], now: number, timeZone: string): { upcoming: ShownEvent[]; finished: ShownEvent[] } {
  const todayStart = Date.parse(startOfFamilyToday(now, timeZone));
  const upcoming: ShownEvent[] = [];
  const finished: ShownEvent[] = [];
  for (const event of events) {
    const timing = eventTiming(event, now, todayStart, timeZone);
    (timing.status === "upcoming" ? upcoming : finished).push({ event, ...timing.occurrence });
  }
  const byId = (a: ShownEvent, b: ShownEvent) => (a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0);
  upcoming.sort((a, b) => a.start - b.start || byId(a, b));
  finished.sort((a, b) => b.end - a.end || byId(a, b));
  return { upcoming, finished };
}

/** A finished event at its last occurrence, as the finished list shows one read from an older page. */
export function finishedShown(event: CalendarEvent, timeZone: string): ShownEvent {
  const last = lastOccurrence(event, timeZone) ?? { start: Date.parse(event.startTime), end: Date.parse(event.endTime) };
  return { event, ...last };
}

/**
 * 'Liðug tiltøk (N)': the finished events the phone does not keep, and every kept one finished on
 * the family's clock, those the server counted and those that have ended here since its read.
 */
export const finishedEventCount = (list: KeptEvents, finished: readonly ShownEvent[]): number => list.finishedNotKept + finished.length;
