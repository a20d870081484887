import { queryOptions, useQuery } from "@tanstack/react-query";
import { POLL_INTERVAL_MS } from "@contract/limits";
import type { ShoppingList, ShoppingStatistic } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { resourceKeys } from "@web/lib/resource-keys";

/**
 * The meal dialog's own reads of the shopping list and the statistics (features never import each
 * other), under the shopping feature's keys and with the same answer, so both share the cache.
 */
function getShoppingLists(familyId: string, signal?: AbortSignal): Promise<ShoppingList[]> {
  return api<ShoppingList[]>(`/api/families/${encodeURIComponent(familyId)}/shopping-lists`, { signal });
}

function getShoppingStatistics(familyId: string, signal?: AbortSignal): Promise<ShoppingStatistic[]> {
  return api<ShoppingStatistic[]>(`/api/families/${encodeURIComponent(familyId)}/shopping-statistics`, { signal });
}

export function shoppingListsQueryOptions(familyId: string) {
  return queryOptions({
    queryKey: [...resourceKeys.shoppingLists, familyId] as const,
    queryFn: ({ signal }) => getShoppingLists(familyId, signal),
    refetchInterval: POLL_INTERVAL_MS,
  });
}

export function shoppingStatisticsQueryOptions(familyId: string) {
  return queryOptions({
    queryKey: [...resourceKeys.shoppingStatistics, familyId] as const,
    queryFn: ({ signal }) => getShoppingStatistics(familyId, signal),
    refetchInterval: POLL_INTERVAL_MS,
  });
}

/** Names of the open items on the family's first list (only the first list is ever used). */
export function useShoppingItemNames(familyId: string) {
  return useQuery({
    ...shoppingListsQueryOptions(familyId),
    select: (lists) => (lists[0]?.items ?? []).filter((item) => !item.completed).map((item) => item.name),
  });
}

export function useStatisticsNames(familyId: string) {
  return useQuery({ ...shoppingStatisticsQueryOptions(familyId), select: (rows) => rows.map((row) => row.itemName) });
}
