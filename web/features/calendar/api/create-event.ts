import { useQueryClient } from "@tanstack/react-query";
import type { CalendarEvent, CreateEventInput } from "@contract/schemas/events";
import { api } from "@web/lib/api-client";
import { useFamilyMutation } from "@web/lib/use-family-mutation";
import { eventsQueryKey } from "./get-events";

/** familyId and createdBy are sent as the spec's client does; the server checks both against the caller. */
export function createEvent(input: CreateEventInput): Promise<CalendarEvent> {
  return api<CalendarEvent>("/api/events", { method: "POST", body: input });
}

/** No toast on failure: the dialog shows the server's message and keeps what was typed. */
export function useCreateEvent(familyId: string) {
  const queryClient = useQueryClient();
  return useFamilyMutation({
    liveType: "events_updated",
    mutationFn: createEvent,
    errorToast: null,
    onSuccess: (event) => queryClient.setQueryData<CalendarEvent[]>(eventsQueryKey(familyId), (events) => [...(events ?? []), event]),
  });
}
