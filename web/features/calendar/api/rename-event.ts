import type { CalendarEvent } from "@contract/schemas/events";
import { api } from "@web/lib/api-client";
import { foCalendar } from "@web/i18n/fo/calendar";
import { useEventChange } from "../hooks/use-event-change";

export function renameEvent(id: string, title: string): Promise<CalendarEvent> {
  return api<CalendarEvent>(`/api/events/${encodeURIComponent(id)}`, { method: "PATCH", body: { title } });
}

/** The new title shows at once ('Tiltak rættað'); a refusal puts the old one back ('Villa'). */
export function useRenameEvent(familyId: string) {
  const mutation = useEventChange(familyId, {
    send: ({ id, title }: { id: string; title: string }) => renameEvent(id, title),
    apply: (events, { id, title }) => events.map((event) => (event.id === id ? { ...event, title } : event)),
    success: foCalendar.renameSuccess,
    failure: { title: foCalendar.renameErrorTitle, description: foCalendar.renameError },
  });
  return (event: CalendarEvent, title: string) => mutation.mutate({ id: event.id, title });
}
