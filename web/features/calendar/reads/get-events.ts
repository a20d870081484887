import { queryOptions, useQuery } from "@tanstack/react-query";
import { HISTORY_PAGE } from "@contract/limits";
import type { CalendarEvent, EventsList, FinishedEventsPage } from "@contract/schemas/events";
import { apiPage } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { resourceKeys } from "@web/lib/resource-keys";

/** What a change to one event names: the event, and the family whose cached list it edits. */
export interface EventRef {
  familyId: string;
  id: string;
}

/**
 * The events list as the phone keeps it (docs/features/offline.md): the answer's rows and cursor,
 * and in place of the count of every finished event, the count of the finished ones it does not
 * hold (the count less the first page the answer holds). Which kept rows the server counted as
 * finished needs no knowing then: 'Liðug tiltøk (N)' is this count plus the kept rows finished
 * on the family's clock, and a change to the kept rows (a create, a rename, a delete, offline too)
 * leaves it as it is.
 */
export interface KeptEvents {
  events: CalendarEvent[];
  finishedNotKept: number;
  nextBefore: string | null;
}

/** The answer as kept: its first page of finished events is the last min(count, HISTORY_PAGE) of its rows. */
export const keptEvents = ({ events, finishedCount, nextBefore }: EventsList): KeptEvents => ({
  events,
  finishedNotKept: finishedCount - Math.min(finishedCount, HISTORY_PAGE),
  nextBefore,
});

export function eventsQueryKey(familyId: string) {
  return [...resourceKeys.events, familyId] as const;
}

/** Every event not over yet, the first page of finished ones, their count and the next page's cursor. */
export async function getEvents(familyId: string, signal?: AbortSignal): Promise<EventsList> {
  const page = await apiPage<CalendarEvent>(`/api/families/${encodeURIComponent(familyId)}/events`, { signal });
  return { events: page.rows, finishedCount: page.historyCount ?? 0, nextBefore: page.nextBefore };
}

/** The finished events after `before`, a page at a time ('Vís fleiri'). */
export async function getFinishedEvents(familyId: string, before: string, signal?: AbortSignal): Promise<FinishedEventsPage> {
  const query = new URLSearchParams({ before });
  const page = await apiPage<CalendarEvent>(`/api/families/${encodeURIComponent(familyId)}/events/finished?${query}`, { signal });
  return { events: page.rows, nextBefore: page.nextBefore };
}

/** Under the list's key, so whatever refetches the list refetches the older pages too. */
export const finishedEventsQueryKey = (familyId: string) => [...eventsQueryKey(familyId), "finished"] as const;

export function eventsQueryOptions(familyId: string) {
  return queryOptions({
    queryKey: eventsQueryKey(familyId),
    queryFn: async ({ signal }) => keptEvents(await getEvents(familyId, signal)),
  });
}

export function useEvents({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof eventsQueryOptions> }) {
  return useQuery({ ...eventsQueryOptions(familyId), ...queryConfig });
}
