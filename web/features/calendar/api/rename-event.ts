import type { CalendarEvent } from "@contract/schemas/events";
import { api } from "@web/lib/api-client";
import { useFamilyMutation } from "@web/lib/use-family-mutation";
import { foCalendar } from "@web/i18n/fo/calendar";
import { eventsQueryKey } from "./get-events";

export function renameEvent(id: string, title: string): Promise<CalendarEvent> {
  return api<CalendarEvent>(`/api/events/${encodeURIComponent(id)}`, { method: "PATCH", body: { title } });
}

/** The new title shows at once ('Tiltak rættað'); a refusal puts the old one back ('Villa'). */
export function useRenameEvent(familyId: string) {
  const mutation = useFamilyMutation({
    liveType: "events_updated",
    mutationFn: ({ id, title }: { id: string; title: string }) => renameEvent(id, title),
    optimistic: {
      queryKey: eventsQueryKey(familyId),
      apply: (events: CalendarEvent[], { id, title }) => events.map((event) => (event.id === id ? { ...event, title } : event)),
    },
    errorToast: { title: foCalendar.renameErrorTitle, description: foCalendar.renameError },
    successToast: { title: foCalendar.renameSuccess },
  });
  return (event: CalendarEvent, title: string) => mutation.mutate({ id: event.id, title });
}
