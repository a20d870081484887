import type { CalendarEvent, CreateEventInput } from "@contract/schemas/events";
import { api, ApiError } from "@web/lib/api-client";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { queuedWrite } from "@web/lib/queued-write";
import { foCalendarChanges } from "@web/i18n/fo/calendar-changes";
import { editEvents, upsertEvent } from "../lib/events-cache";
import { pendingEvent, type NewEvent } from "../lib/pending-event";
import { eventsQueryKey, type KeptEvents } from "./get-events";

/** The body names the family and the creator; the server checks both against the caller. */
export function createEvent(input: CreateEventInput): Promise<CalendarEvent> {
  return api<CalendarEvent>("/api/events", { method: "POST", body: input });
}

/**
 * Queued while offline; the event shows at once with the times chosen. A refusal toasts the
 * server's own message: a create replayed after a reload has no dialog left to show it in.
 */
export const createEventMutationOptions = queuedWrite(["events", "create"], {
  mutationFn: (event: NewEvent) => createEvent(event),
  optimistic: {
    queryKey: ({ familyId }) => eventsQueryKey(familyId),
    apply: (list: KeptEvents, event) => editEvents(list, (events) => upsertEvent(events, pendingEvent(event))),
  },
  onSuccess: (event, { familyId }, queryClient) =>
    queryClient.setQueryData<KeptEvents>(eventsQueryKey(familyId), (list) => list && editEvents(list, (events) => upsertEvent(events, event))),
  errorToast: (error) => ({ title: foCalendarChanges.createError, description: error instanceof ApiError ? (error.serverMessage ?? undefined) : undefined }),
});

export const useCreateEvent = (config?: MutationHookOptions<typeof createEventMutationOptions>) => useEndpointMutation(createEventMutationOptions, config);
