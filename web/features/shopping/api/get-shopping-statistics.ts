import { queryOptions, useQuery } from "@tanstack/react-query";
import { POLL_INTERVAL_MS } from "@contract/limits";
import type { ShoppingStatistic } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { resourceKeys } from "@web/lib/resource-keys";

export function shoppingStatisticsQueryKey(familyId: string) {
  return [...resourceKeys.shoppingStatistics, familyId] as const;
}

export function getShoppingStatistics(familyId: string, signal?: AbortSignal): Promise<ShoppingStatistic[]> {
  return api<ShoppingStatistic[]>(`/api/families/${encodeURIComponent(familyId)}/shopping-statistics`, { signal });
}

/** Already sorted by the server. */
export function shoppingStatisticsQueryOptions(familyId: string) {
  return queryOptions({
    queryKey: shoppingStatisticsQueryKey(familyId),
    queryFn: ({ signal }) => getShoppingStatistics(familyId, signal),
    refetchInterval: POLL_INTERVAL_MS,
  });
}

export function useShoppingStatistics(familyId: string) {
  return useQuery(shoppingStatisticsQueryOptions(familyId));
}
