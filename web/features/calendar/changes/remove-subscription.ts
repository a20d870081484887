import { defineChange, del, segment } from "@web/lib/changes/define-change";
import { foOutsideCalendars } from "@web/i18n/fo/outside-calendars";
import { subscriptionsPath } from "../outside-calendars/get-calendar-subscriptions";

/** Removes an outside calendar with its events; its `events_updated` refetches the list and the events. */
const removeSubscription = defineChange({
  request: ({ familyId, id }: { familyId: string; id: string }) => del(`${subscriptionsPath(familyId)}/${segment(id)}`),
  errorToast: { title: foOutsideCalendars.changeError },
  successToast: { title: foOutsideCalendars.removed },
});
export default removeSubscription;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "calendar/remove-subscription": typeof removeSubscription;
  }
}
