import type { CalendarEvent } from "@contract/schemas/events";

/** A one-hour family event as the API answers it, titled by its id; `extra` overrides any of it. */
export function calendarEvent(id: string, startTime: string, extra: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id,
    familyId: "f",
    createdBy: "u",
    title: id,
    description: null,
    startTime,
    endTime: new Date(Date.parse(startTime) + 3_600_000).toISOString(),
    location: null,
    recurrence: "none",
    recurrenceEnds: null,
    daysOfWeek: null,
    visibility: "family",
    sharedLinkId: null,
    forMembers: [],
    countdown: false,
    ...extra,
  };
}
