import { queryOptions } from "@tanstack/react-query";
import type { ShoppingList, ShoppingStatistic } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { resourceKeys } from "@web/lib/resource-keys";

/**
 * The family's shopping list and purchase statistics, read by the shopping page and by the meal
 * dialog's ingredient choices: one key and one fetcher each, so both share the cache.
 */
export function shoppingListsQueryKey(familyId: string) {
  return [...resourceKeys.shoppingLists, familyId] as const;
}

function getShoppingLists(familyId: string, signal?: AbortSignal): Promise<ShoppingList[]> {
  return api<ShoppingList[]>(`/api/families/${encodeURIComponent(familyId)}/shopping-lists`, { signal });
}

export function shoppingListsQueryOptions(familyId: string) {
  return queryOptions({
    queryKey: shoppingListsQueryKey(familyId),
    queryFn: ({ signal }) => getShoppingLists(familyId, signal),
  });
}

export function shoppingStatisticsQueryKey(familyId: string) {
  return [...resourceKeys.shoppingStatistics, familyId] as const;
}

function getShoppingStatistics(familyId: string, signal?: AbortSignal): Promise<ShoppingStatistic[]> {
  return api<ShoppingStatistic[]>(`/api/families/${encodeURIComponent(familyId)}/shopping-statistics`, { signal });
}

/** Already sorted by the server. */
export function shoppingStatisticsQueryOptions(familyId: string) {
  return queryOptions({
    queryKey: shoppingStatisticsQueryKey(familyId),
    queryFn: ({ signal }) => getShoppingStatistics(familyId, signal),
  });
}
