import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CalendarFeed } from "@contract/schemas/events";
import { api } from "@web/lib/api-client";

export const calendarFeedRootKey = ["calendar-feed"] as const;

export function calendarFeedQueryKey(familyId: string) {
  return [...calendarFeedRootKey, familyId] as const;
}

export function getCalendarFeed(familyId: string, signal?: AbortSignal): Promise<CalendarFeed> {
  return api<CalendarFeed>(`/api/families/${encodeURIComponent(familyId)}/calendar-feed`, { signal });
}

/** The link changes only when someone rotates it, so it is read once per visit, not polled. */
export function useCalendarFeed(familyId: string) {
  return useQuery(queryOptions({ queryKey: calendarFeedQueryKey(familyId), queryFn: ({ signal }) => getCalendarFeed(familyId, signal) }));
}
