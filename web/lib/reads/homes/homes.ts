import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Homes } from "@contract/schemas/two-homes";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { resourceKeys } from "@web/lib/resource-keys";

/**
 * The family's linked children and what their other homes shared (docs/features/two-homes.md): the
 * calendar, the homes page (/heimini) and the dashboard read it. In `web/lib/reads/calendar/`, so it
 * ships in the calendar's reads chunk (scripts/vite/chunks.ts), which the dashboard loads already:
 * the dashboard's check for linked children costs its first load no file of its own.
 */
export const homesQueryKey = (familyId: string) => [...resourceKeys.homes, familyId] as const;

export const getHomes = (familyId: string, signal?: AbortSignal) => api<Homes>(`/api/families/${encodeURIComponent(familyId)}/homes`, { signal });

export const homesQueryOptions = (familyId: string) => queryOptions({ queryKey: homesQueryKey(familyId), queryFn: ({ signal }) => getHomes(familyId, signal) });

export function useHomes({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof homesQueryOptions> }) {
  return useQuery({ ...homesQueryOptions(familyId), ...queryConfig });
}
