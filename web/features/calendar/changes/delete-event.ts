import { defineChange, del, segment } from "@web/lib/changes/define-change";
import { foCalendarChanges } from "@web/i18n/fo/calendar-changes";
import { editEvents, removeEvent } from "../lib/events-cache";
import { eventsQueryKey, type EventRef, type KeptEvents } from "../reads/get-events";

/** Deletes an event; waits offline; the row goes at once ('Tiltakið er strikað'); a refusal brings it back ('Feilur'). */
const deleteEvent = defineChange({
  offline: true,
  request: ({ id }: EventRef) => del(`/api/events/${segment(id)}`),
  optimistic: {
    queryKey: ({ familyId }) => eventsQueryKey(familyId),
    apply: (list: KeptEvents, { id }) => editEvents(list, (events) => removeEvent(events, id)),
  },
  errorToast: { title: foCalendarChanges.deleteErrorTitle, description: foCalendarChanges.deleteError },
  successToast: { title: foCalendarChanges.deleteSuccess },
});
export default deleteEvent;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "calendar/delete-event": typeof deleteEvent;
  }
}
