import type { Recurrence } from "@contract/schemas/events";
import { eventEndsAt } from "@contract/time/recurrence";

/** An event's times as a row stores them (days of the week as "1,3,5"). */
export interface StoredEventTimes {
  startTime: unknown;
  endTime: unknown;
  recurrence: unknown;
  recurrenceEnds: unknown;
  daysOfWeek: unknown;
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/**
 * `events.ends_at` for a stored row (contract/time/recurrence.ts eventEndsAt): the end of its last
 * occurrence on the family's clock, or null when it recurs without end — and null too for times
 * that do not read or a zone this runtime does not know, so such an event stays with the open ones,
 * where the phone files it.
 */
export function storedEventEnds(row: StoredEventTimes, timeZone: string): string | null {
  const startTime = text(row.startTime);
  const endTime = text(row.endTime);
  if (startTime === null || endTime === null || Number.isNaN(Date.parse(startTime)) || Number.isNaN(Date.parse(endTime))) return null;
  const days = text(row.daysOfWeek);
  try {
    return eventEndsAt(
      {
        startTime,
        endTime,
        recurrence: row.recurrence as Recurrence,
        recurrenceEnds: text(row.recurrenceEnds),
        daysOfWeek: days ? days.split(",").map(Number) : null,
      },
      timeZone,
    );
  } catch {
    return null;
  }
}
