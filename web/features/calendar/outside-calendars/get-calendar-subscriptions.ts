import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CalendarSubscription } from "@contract/schemas/calendar-subscriptions";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { resourceKeys } from "@web/lib/resource-keys";

export const calendarSubscriptionsQueryKey = (familyId: string) => [...resourceKeys.calendarSubscriptions, familyId] as const;

export const subscriptionsPath = (familyId: string) => `/api/families/${encodeURIComponent(familyId)}/calendar-subscriptions`;

export function getCalendarSubscriptions(familyId: string, signal?: AbortSignal): Promise<CalendarSubscription[]> {
  return api<CalendarSubscription[]>(subscriptionsPath(familyId), { signal });
}

/** The family's outside calendars; refetched with the events (`events_updated`), which their refreshes send. */
export function calendarSubscriptionsQueryOptions(familyId: string) {
  return queryOptions({ queryKey: calendarSubscriptionsQueryKey(familyId), queryFn: ({ signal }) => getCalendarSubscriptions(familyId, signal) });
}

export function useCalendarSubscriptions({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof calendarSubscriptionsQueryOptions> }) {
  return useQuery({ ...calendarSubscriptionsQueryOptions(familyId), ...queryConfig });
}
