import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CalendarEvent, CreateEventInput } from "@contract/schemas/events";
import { api } from "@web/lib/api-client";
import { localChanges } from "@web/lib/live";
import { eventsQueryKey } from "./get-events";

/** familyId and createdBy are sent as the spec's client does; the server checks both against the caller. */
export function createEvent(input: CreateEventInput): Promise<CalendarEvent> {
  return api<CalendarEvent>("/api/events", { method: "POST", body: input });
}

/** Errors are shown in the dialog, which stays open with what was typed. */
export function useCreateEvent(familyId: string) {
  const queryClient = useQueryClient();
  const key = eventsQueryKey(familyId);
  return useMutation({
    mutationFn: createEvent,
    onMutate: () => localChanges.mark("events_updated"),
    onSuccess: (event) => queryClient.setQueryData<CalendarEvent[]>(key, (events) => [...(events ?? []), event]),
    onError: () => localChanges.unmark("events_updated"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
