import { eq, ne, or, type Placeholder, type SQL } from "drizzle-orm";
import type { CalendarEvent, RecurrenceRule } from "@contract/schemas/events";
import { events } from "@worker/db/schema";

/**
 * daysOfWeek is stored as text: the weekday numbers (0 = Sunday … 6 = Saturday) sorted and joined
 * by commas ("2,4"), or NULL; the wire carries them as an array of numbers.
 */
export const storeDaysOfWeek = (days: readonly number[] | null): string | null => (days && days.length > 0 ? days.join(",") : null);
export const readDaysOfWeek = (stored: string | null): number[] | null => (stored ? stored.split(",").map(Number) : null);

export const eventColumns = {
  id: events.id,
  familyId: events.familyId,
  createdBy: events.createdBy,
  title: events.title,
  description: events.description,
  startTime: events.startTime,
  endTime: events.endTime,
  location: events.location,
  recurrence: events.recurrence,
  recurrenceEnds: events.recurrenceEnds,
  daysOfWeek: events.daysOfWeek,
  recurrenceRule: events.recurrenceRule,
  visibility: events.visibility,
  sharedLinkId: events.sharedLinkId,
  forMembers: events.forMembers,
  countdown: events.countdown,
};

export type EventRow = Omit<CalendarEvent, "daysOfWeek" | "recurrenceRule" | "forMembers"> & {
  daysOfWeek: string | null;
  recurrenceRule: RecurrenceRule | null;
  forMembers: string[] | null;
};
/** The stored list of whom an event is about: NULL for nobody named. */
export const storeForMembers = (ids: readonly string[]): string[] | null => (ids.length > 0 ? [...ids] : null);
/** The answer; `recurrenceRule` only on an event that has one (docs/api.md). */
export const toEvent = ({ recurrenceRule, ...row }: EventRow): CalendarEvent => ({
  ...row,
  daysOfWeek: readDaysOfWeek(row.daysOfWeek),
  forMembers: row.forMembers ?? [],
  ...(recurrenceRule ? { recurrenceRule } : {}),
});

/**
 * The events one member may see (docs/features/calendar.md "Who sees an event"): every one but
 * another member's private ones. Every read and write of a member's goes through it, so another's
 * private event is as absent as one that never was.
 */
export const visibleTo = (viewerId: string | Placeholder): SQL => or(ne(events.visibility, "private"), eq(events.createdBy, viewerId)) as SQL;

/** What a way in that is the whole family's, not one member's, shows (the feed, the kitchen screen): no private event. */
export const familyWide: SQL = ne(events.visibility, "private");

/** Whether a member may see an event: what `visibleTo` says in SQL. */
export const seenBy = (event: Pick<CalendarEvent, "visibility" | "createdBy">, viewerId: string): boolean =>
  event.visibility !== "private" || event.createdBy === viewerId;
