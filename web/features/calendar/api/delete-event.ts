import type { CalendarEvent } from "@contract/schemas/events";
import { api } from "@web/lib/api-client";
import { changeOptions } from "@web/lib/mutation-options";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { foCalendar } from "@web/i18n/fo/calendar";
import { eventsQueryKey, type EventRef } from "./get-events";

export function deleteEvent(id: string): Promise<void> {
  return api<void>(`/api/events/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** The row goes at once ('Tiltakið er strikað'); a refusal brings it back ('Feilur'). */
export const deleteEventMutationOptions = changeOptions({
  liveType: "events_updated",
  mutationFn: ({ id }: EventRef) => deleteEvent(id),
  optimistic: {
    queryKey: ({ familyId }) => eventsQueryKey(familyId),
    apply: (events: CalendarEvent[], { id }) => events.filter((event) => event.id !== id),
  },
  errorToast: { title: foCalendar.deleteErrorTitle, description: foCalendar.deleteError },
  successToast: { title: foCalendar.deleteSuccess },
});

export const useDeleteEvent = (config?: MutationHookOptions<typeof deleteEventMutationOptions>) => useEndpointMutation(deleteEventMutationOptions, config);
