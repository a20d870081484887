import type { CalendarSubscription, CreateSubscriptionBody } from "@contract/schemas/calendar-subscriptions";
import { defineChange, post } from "@web/lib/changes/define-change";
import { foOutsideCalendars } from "@web/i18n/fo/outside-calendars";
import { subscriptionsPath } from "../outside-calendars/get-calendar-subscriptions";

/**
 * Adds an outside calendar. Needs the connection (the server checks the link); the dialog shows a
 * refusal's Faroese reason itself. Its `events_updated` refetches the list and the events.
 */
const addSubscription = defineChange({
  request: ({ familyId, ...body }: CreateSubscriptionBody & { familyId: string }) =>
    post<CalendarSubscription>(subscriptionsPath(familyId), body satisfies CreateSubscriptionBody),
  errorToast: null,
  successToast: { title: foOutsideCalendars.added, description: foOutsideCalendars.addedHint },
});
export default addSubscription;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "calendar/add-subscription": typeof addSubscription;
  }
}
