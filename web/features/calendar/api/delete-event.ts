import { api } from "@web/lib/api-client";
import { queuedWrite } from "@web/lib/queued-write";
import { foCalendarChanges } from "@web/i18n/fo/calendar-changes";
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
  errorToast: { title: foCalendarChanges.deleteErrorTitle, description: foCalendarChanges.deleteError },
  successToast: { title: foCalendarChanges.deleteSuccess },
});
