import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CalendarFeed } from "@contract/schemas/events";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";

export function calendarFeedQueryKey(familyId: string) {
  return ["calendar-feed", familyId] as const;
}

export function getCalendarFeed(familyId: string, signal?: AbortSignal): Promise<CalendarFeed> {
  return api<CalendarFeed>(`/api/families/${encodeURIComponent(familyId)}/calendar-feed`, { signal });
}

/** The link changes only when someone rotates it, so it is read once per visit, not polled. */
export function calendarFeedQueryOptions(familyId: string) {
  return queryOptions({ queryKey: calendarFeedQueryKey(familyId), queryFn: ({ signal }) => getCalendarFeed(familyId, signal) });
}

export function useCalendarFeed({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof calendarFeedQueryOptions> }) {
  return useQuery({ ...calendarFeedQueryOptions(familyId), ...queryConfig });
}
