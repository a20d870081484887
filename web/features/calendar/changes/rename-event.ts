import type { CalendarEvent } from "@contract/schemas/events";
import { defineChange, patch, segment } from "@web/lib/changes/define-change";
import { foCalendarChanges } from "@web/i18n/fo/calendar-changes";
import { editEvents, retitleEvent } from "../lib/events-cache";
import { eventsQueryKey, type EventRef, type KeptEvents } from "../reads/get-events";

/** Renames an event; waits offline; the new title shows at once ('Tiltak rættað'); a refusal puts the old one back ('Villa'). */
const renameEvent = defineChange({
  offline: true,
  request: ({ id, title }: EventRef & { title: string }) => patch<CalendarEvent>(`/api/events/${segment(id)}`, { title }),
  optimistic: {
    queryKey: ({ familyId }) => eventsQueryKey(familyId),
    apply: (list: KeptEvents, { id, title }) => editEvents(list, (events) => retitleEvent(events, id, title)),
  },
  errorToast: { title: foCalendarChanges.renameErrorTitle, description: foCalendarChanges.renameError },
  successToast: { title: foCalendarChanges.renameSuccess },
});
export default renameEvent;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "calendar/rename-event": typeof renameEvent;
  }
}
