import { api } from "@web/lib/api-client";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { queuedWrite } from "@web/lib/write-queue";
import { foCalendar } from "@web/i18n/fo/calendar";
import { editEvents, removeEvent } from "../lib/events-cache";
import { eventsQueryKey, type EventRef, type KeptEvents } from "./get-events";

export function deleteEvent(id: string): Promise<void> {
  return api<void>(`/api/events/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Queued while offline; the row goes at once ('Tiltakið er strikað'); a refusal brings it back ('Feilur'). */
export const deleteEventMutationOptions = queuedWrite(["events", "delete"], {
  mutationFn: ({ id }: EventRef) => deleteEvent(id),
  optimistic: {
    queryKey: ({ familyId }) => eventsQueryKey(familyId),
    apply: (list: KeptEvents, { id }) => editEvents(list, (events) => removeEvent(events, id)),
  },
  errorToast: { title: foCalendar.deleteErrorTitle, description: foCalendar.deleteError },
  successToast: { title: foCalendar.deleteSuccess },
});

export const useDeleteEvent = (config?: MutationHookOptions<typeof deleteEventMutationOptions>) => useEndpointMutation(deleteEventMutationOptions, config);
