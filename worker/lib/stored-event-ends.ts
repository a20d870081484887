import * as v from "valibot";
import { type Recurrence, type RecurrenceRule, recurrenceRuleAnswer } from "@contract/schemas/events";
import { eventEndsAt } from "./event-recurrence";

/** An event's times as a row stores them (days of the week as "1,3,5"). */
export interface StoredEventTimes {
  startTime: unknown;
  endTime: unknown;
  recurrence: unknown;
  recurrenceEnds: unknown;
  daysOfWeek: unknown;
  /** The phone's rule: JSON text as the table holds it (a backup's row), or read already. */
  recurrenceRule?: unknown;
}

/** A stored rule, or null when there is none or it does not read as one. */
export function storedRecurrenceRule(stored: unknown): RecurrenceRule | null {
  if (stored === null || stored === undefined) return null;
  let value = stored;
  if (typeof stored === "string") {
    try {
      value = JSON.parse(stored);
    } catch {
      return null;
    }
  }
  const parsed = v.safeParse(recurrenceRuleAnswer, value);
  return parsed.success ? parsed.output : null;
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
        recurrenceRule: storedRecurrenceRule(row.recurrenceRule),
      },
      timeZone,
    );
  } catch {
    return null;
  }
}
