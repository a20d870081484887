import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CalendarEvent } from "@contract/schemas/events";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { resourceKeys } from "@web/lib/resource-keys";

/** What a change to one event names: the event, and the family whose cached list it edits. */
export interface EventRef {
  familyId: string;
  id: string;
}

export function eventsQueryKey(familyId: string) {
  return [...resourceKeys.events, familyId] as const;
}

export function getEvents(familyId: string, signal?: AbortSignal): Promise<CalendarEvent[]> {
  return api<CalendarEvent[]>(`/api/families/${encodeURIComponent(familyId)}/events`, { signal });
}

export function eventsQueryOptions(familyId: string) {
  return queryOptions({
    queryKey: eventsQueryKey(familyId),
    queryFn: ({ signal }) => getEvents(familyId, signal),
  });
}

export function useEvents({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof eventsQueryOptions> }) {
  return useQuery({ ...eventsQueryOptions(familyId), ...queryConfig });
}
