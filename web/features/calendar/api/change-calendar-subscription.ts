import type { CalendarSubscription } from "@contract/schemas/calendar-subscriptions";
import { api } from "@web/lib/api-client";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { changeOptions } from "@web/lib/mutation-options";
import { refreshAfterChange } from "@web/lib/resource-keys";
import { foOutsideCalendars } from "@web/i18n/fo/outside-calendars";
import { subscriptionsPath } from "./get-calendar-subscriptions";

export interface SubscriptionChange {
  familyId: string;
  id: string;
  name?: string;
  color?: string;
  paused?: boolean;
}

export function changeCalendarSubscription({ familyId, id, ...body }: SubscriptionChange): Promise<CalendarSubscription> {
  return api<CalendarSubscription>(`${subscriptionsPath(familyId)}/${encodeURIComponent(id)}`, { method: "PATCH", body });
}

export function removeCalendarSubscription({ familyId, id }: { familyId: string; id: string }): Promise<void> {
  return api<void>(`${subscriptionsPath(familyId)}/${encodeURIComponent(id)}`, { method: "DELETE" });
}

const errorToast = { title: foOutsideCalendars.changeError };

/** Rename, recolour, pause or resume; the list and the events are refetched after (the `events_updated` the server sends). */
export const changeCalendarSubscriptionMutationOptions = changeOptions({
  mutationFn: changeCalendarSubscription,
  errorToast,
  invalidates: refreshAfterChange.events_updated,
});

export const removeCalendarSubscriptionMutationOptions = changeOptions({
  // What the refresh rule gives for the events_updated these writes tell.
  invalidates: refreshAfterChange.events_updated,
  mutationFn: removeCalendarSubscription,
  errorToast,
  successToast: { title: foOutsideCalendars.removed },
});

export const useChangeCalendarSubscription = (config?: MutationHookOptions<typeof changeCalendarSubscriptionMutationOptions>) =>
  useEndpointMutation(changeCalendarSubscriptionMutationOptions, config);
export const useRemoveCalendarSubscription = (config?: MutationHookOptions<typeof removeCalendarSubscriptionMutationOptions>) =>
  useEndpointMutation(removeCalendarSubscriptionMutationOptions, config);
