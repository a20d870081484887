import type { CalendarEvent } from "@contract/schemas/events";
import { api } from "@web/lib/api-client";
import { queuedWrite } from "@web/lib/queued-write";
import { foCalendarChanges } from "@web/i18n/fo/calendar-changes";
import { editEvents, retitleEvent } from "../lib/events-cache";
import { eventsQueryKey, type EventRef, type KeptEvents } from "./get-events";

export function renameEvent(id: string, title: string): Promise<CalendarEvent> {
  return api<CalendarEvent>(`/api/events/${encodeURIComponent(id)}`, { method: "PATCH", body: { title } });
}

interface Rename extends EventRef {
  title: string;
}

/** Queued while offline; the new title shows at once ('Tiltak rættað'); a refusal puts the old one back ('Villa'). */
export const renameEventMutationOptions = queuedWrite(["events", "rename"], {
  mutationFn: ({ id, title }: Rename) => renameEvent(id, title),
  optimistic: {
    queryKey: ({ familyId }) => eventsQueryKey(familyId),
    apply: (list: KeptEvents, { id, title }) => editEvents(list, (events) => retitleEvent(events, id, title)),
  },
  errorToast: { title: foCalendarChanges.renameErrorTitle, description: foCalendarChanges.renameError },
  successToast: { title: foCalendarChanges.renameSuccess },
});
