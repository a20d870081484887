import type { CalendarSubscription } from "@contract/schemas/calendar-subscriptions";
import { api } from "@web/lib/api-client";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { changeOptions } from "@web/lib/mutation-options";
import { refreshAfterChange } from "@web/lib/resource-keys";
import { foOutsideCalendars } from "@web/i18n/fo/outside-calendars";
import { subscriptionsPath } from "./get-calendar-subscriptions";

export interface NewSubscription {
  familyId: string;
  url: string;
  name: string;
  color: string;
  memberId: string | null;
}

export function addCalendarSubscription({ familyId, ...body }: NewSubscription): Promise<CalendarSubscription> {
  return api<CalendarSubscription>(subscriptionsPath(familyId), { method: "POST", body });
}

/** Needs the connection (the server checks the link); the dialog shows a refusal's Faroese reason itself. */
export const addCalendarSubscriptionMutationOptions = changeOptions({
  // What the refresh rule gives for the events_updated these writes tell.
  invalidates: refreshAfterChange.events_updated,
  mutationFn: addCalendarSubscription,
  errorToast: null,
  successToast: { title: foOutsideCalendars.added, description: foOutsideCalendars.addedHint },
});

export const useAddCalendarSubscription = (config?: MutationHookOptions<typeof addCalendarSubscriptionMutationOptions>) =>
  useEndpointMutation(addCalendarSubscriptionMutationOptions, config);
