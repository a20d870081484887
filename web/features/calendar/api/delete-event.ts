import type { CalendarEvent } from "@contract/schemas/events";
import { api } from "@web/lib/api-client";
import { useFamilyMutation } from "@web/lib/use-family-mutation";
import { foCalendar } from "@web/i18n/fo/calendar";
import { eventsQueryKey } from "./get-events";

export function deleteEvent(id: string): Promise<void> {
  return api<void>(`/api/events/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** The row goes at once ('Tiltakið er strikað'); a refusal brings it back ('Feilur'). */
export function useDeleteEvent(familyId: string) {
  const mutation = useFamilyMutation({
    liveType: "events_updated",
    mutationFn: deleteEvent,
    optimistic: { queryKey: eventsQueryKey(familyId), apply: (events: CalendarEvent[], id: string) => events.filter((event) => event.id !== id) },
    errorToast: { title: foCalendar.deleteErrorTitle, description: foCalendar.deleteError },
    successToast: { title: foCalendar.deleteSuccess },
  });
  return (event: CalendarEvent) => mutation.mutate(event.id);
}
