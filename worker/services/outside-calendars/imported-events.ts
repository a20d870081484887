import { and, asc, eq, gte } from "drizzle-orm";
import type { CalendarEvent } from "@contract/schemas/events";
import { calendarSubscriptions, subscriptionEvents } from "@worker/db/schema";
import type { FamilyParam } from "@worker/lib/family-read";
import { aliased, preparedSelect } from "@worker/lib/prepared-select";

/**
 * The occurrences imported from outside calendars (docs/features/outside-calendars.md) as the
 * events read answers them: ordinary single events marked with their calendar, read-only.
 */

const importedColumns = {
  id: subscriptionEvents.id,
  familyId: subscriptionEvents.familyId,
  subscriptionId: subscriptionEvents.subscriptionId,
  title: subscriptionEvents.title,
  description: subscriptionEvents.description,
  location: subscriptionEvents.location,
  startTime: subscriptionEvents.startTime,
  endTime: subscriptionEvents.endTime,
  allDay: subscriptionEvents.allDay,
};

/** The family's calendars as the occurrences are marked with them; a paused one's occurrences are not shown. */
export const subscriptionMarksSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(
      aliased({ id: calendarSubscriptions.id, name: calendarSubscriptions.name, color: calendarSubscriptions.color, paused: calendarSubscriptions.paused }),
    )
    .from(calendarSubscriptions)
    .where(eq(calendarSubscriptions.familyId, param("familyId")))
    .orderBy(asc(calendarSubscriptions.createdAt), asc(calendarSubscriptions.id)),
);

/** Imported occurrences not over by the events read's cut, by end. */
export const openImportedSelect = preparedSelect((qb, param: FamilyParam<"openFrom">) =>
  qb
    .select(aliased(importedColumns))
    .from(subscriptionEvents)
    .where(and(eq(subscriptionEvents.familyId, param("familyId")), gte(subscriptionEvents.endTime, param("openFrom"))))
    .orderBy(asc(subscriptionEvents.endTime), asc(subscriptionEvents.id)),
);

/** Every imported occurrence of the family by start, for the calendar feed. */
export const allImportedSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(aliased(importedColumns))
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.familyId, param("familyId")))
    .orderBy(asc(subscriptionEvents.startTime), asc(subscriptionEvents.id)),
);

interface ImportedRow {
  id: string;
  familyId: string;
  subscriptionId: string;
  title: string;
  description: string | null;
  location: string | null;
  startTime: string;
  endTime: string;
  allDay: boolean;
}
type MarkRow = { id: string; name: string; color: string; paused: boolean };

/** The occurrences of calendars that are not paused, as events carrying their calendar's mark. */
export function importedEvents(rows: readonly ImportedRow[], marks: readonly MarkRow[]): CalendarEvent[] {
  const shown = new Map(marks.filter((mark) => !mark.paused).map(({ id, name, color }) => [id, { id, name, color }]));
  return rows.flatMap(({ subscriptionId, allDay, ...row }) => {
    const subscription = shown.get(subscriptionId);
    if (!subscription) return [];
    const event: CalendarEvent = {
      ...row,
      createdBy: null,
      recurrence: "none",
      recurrenceEnds: null,
      daysOfWeek: null,
      visibility: "family",
      sharedLinkId: null,
      forMembers: [],
      countdown: false,
      subscription,
    };
    return [allDay ? { ...event, allDay: true } : event];
  });
}
