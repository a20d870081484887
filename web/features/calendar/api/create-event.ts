import type { CalendarEvent, CreateEventInput } from "@contract/schemas/events";
import { api } from "@web/lib/api-client";
import { changeOptions } from "@web/lib/mutation-options";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { eventsQueryKey } from "./get-events";

/** The body names the family and the creator; the server checks both against the caller. */
export function createEvent(input: CreateEventInput): Promise<CalendarEvent> {
  return api<CalendarEvent>("/api/events", { method: "POST", body: input });
}

/** No toast on failure: the dialog shows the server's message and keeps what was typed. */
export const createEventMutationOptions = changeOptions({
  liveType: "events_updated",
  mutationFn: (input: CreateEventInput & { familyId: string }) => createEvent(input),
  errorToast: null,
  onSuccess: (event, { familyId }, queryClient) => queryClient.setQueryData<CalendarEvent[]>(eventsQueryKey(familyId), (events) => [...(events ?? []), event]),
});

export const useCreateEvent = (config?: MutationHookOptions<typeof createEventMutationOptions>) => useEndpointMutation(createEventMutationOptions, config);
