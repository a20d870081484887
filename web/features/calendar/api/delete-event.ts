import type { CalendarEvent } from "@contract/schemas/events";
import { api } from "@web/lib/api-client";
import { foCalendar } from "@web/i18n/fo/calendar";
import { useEventChange } from "../hooks/use-event-change";

export function deleteEvent(id: string): Promise<void> {
  return api<void>(`/api/events/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** The row goes at once ('Tiltakið er strikað'); a refusal brings it back ('Feilur'). */
export function useDeleteEvent(familyId: string) {
  const mutation = useEventChange(familyId, {
    send: deleteEvent,
    apply: (events, id: string) => events.filter((event) => event.id !== id),
    success: foCalendar.deleteSuccess,
    failure: { title: foCalendar.deleteErrorTitle, description: foCalendar.deleteError },
  });
  return (event: CalendarEvent) => mutation.mutate(event.id);
}
