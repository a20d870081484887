import * as v from "valibot";
import { createEventBody, type CalendarEvent, type CreateEventInput } from "@contract/schemas/events";

// Apart from the cache edits: the server's schema (and valibot) load with the create, not with the page.

/** What a create sends: the form's body with the client's own id, the family and the creator. */
export interface NewEvent extends CreateEventInput {
  id: string;
  familyId: string;
  createdBy: string;
}

/**
 * The event as the server will answer it, drawn while the create waits: the body read through the
 * server's own schema (trimmed texts, blanks as null, recurrence fields cleared as it clears them).
 * Null when the schema refuses it: the server will too, and the refusal's toast says so.
 */
export function pendingEvent(event: NewEvent): CalendarEvent | null {
  const parsed = v.safeParse(createEventBody, event);
  if (!parsed.success) return null;
  const { output } = parsed;
  return {
    id: event.id,
    familyId: event.familyId,
    createdBy: event.createdBy,
    title: output.title,
    description: output.description,
    startTime: output.startTime,
    endTime: output.endTime,
    location: output.location,
    recurrence: output.recurrence,
    recurrenceEnds: output.recurrenceEnds,
    daysOfWeek: output.daysOfWeek,
    visibility: output.visibility,
    sharedLinkId: output.sharedLinkId,
    forMembers: output.forMembers,
    countdown: output.countdown,
  };
}
