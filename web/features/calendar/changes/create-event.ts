import type { CalendarEvent } from "@contract/schemas/events";
import { ApiError } from "@web/lib/api-client";
import { defineChange, post } from "@web/lib/changes/define-change";
import { foCalendarChanges } from "@web/i18n/fo/calendar-changes";
import { editEvents, upsertEvent } from "../lib/events-cache";
import { pendingEvent, type NewEvent } from "../lib/pending-event";
import { eventsQueryKey, type KeptEvents } from "../reads/get-events";

/**
 * Creates an event (the body names the family and the creator; the server checks both against the
 * caller); waits offline; the event shows at once with the times chosen. A refusal toasts the
 * server's own message: a create replayed after a reload has no dialog left to show it in.
 */
const createEvent = defineChange({
  offline: true,
  request: (event: NewEvent) => post<CalendarEvent>("/api/events", event),
  optimistic: {
    queryKey: ({ familyId }) => eventsQueryKey(familyId),
    apply: (list: KeptEvents, event) => editEvents(list, (events) => upsertEvent(events, pendingEvent(event))),
  },
  onSuccess: (event, { familyId }, queryClient) =>
    queryClient.setQueryData<KeptEvents>(eventsQueryKey(familyId), (list) => list && editEvents(list, (events) => upsertEvent(events, event))),
  errorToast: (error) => ({ title: foCalendarChanges.createError, description: error instanceof ApiError ? (error.serverMessage ?? undefined) : undefined }),
});
export default createEvent;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "calendar/create-event": typeof createEvent;
  }
}
