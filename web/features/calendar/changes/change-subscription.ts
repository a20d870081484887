import type { CalendarSubscription, UpdateSubscriptionBody } from "@contract/schemas/calendar-subscriptions";
import { defineChange, patch, segment } from "@web/lib/changes/define-change";
import { foOutsideCalendars } from "@web/i18n/fo/outside-calendars";
import { subscriptionsPath } from "../outside-calendars/get-calendar-subscriptions";

/** Renames, recolours, pauses or resumes an outside calendar; its `events_updated` refetches the list and the events. */
const changeSubscription = defineChange({
  request: ({ familyId, id, ...body }: UpdateSubscriptionBody & { familyId: string; id: string }) =>
    patch<CalendarSubscription>(`${subscriptionsPath(familyId)}/${segment(id)}`, body satisfies UpdateSubscriptionBody),
  errorToast: { title: foOutsideCalendars.changeError },
});
export default changeSubscription;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "calendar/change-subscription": typeof changeSubscription;
  }
}
