import { queryOptions, useQuery } from "@tanstack/react-query";
import { POLL_INTERVAL_MS } from "@contract/limits";
import type { ShoppingList } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { resourceKeys } from "@web/lib/resource-keys";

export function shoppingListsQueryKey(familyId: string) {
  return [...resourceKeys.shoppingLists, familyId] as const;
}

export function getShoppingLists(familyId: string, signal?: AbortSignal): Promise<ShoppingList[]> {
  return api<ShoppingList[]>(`/api/families/${encodeURIComponent(familyId)}/shopping-lists`, { signal });
}

export function shoppingListsQueryOptions(familyId: string) {
  return queryOptions({
    queryKey: shoppingListsQueryKey(familyId),
    queryFn: ({ signal }) => getShoppingLists(familyId, signal),
    refetchInterval: POLL_INTERVAL_MS,
  });
}

/** Only the first list is used (a family has one, docs/decisions.md#shopping). */
export function useShoppingList(familyId: string) {
  return useQuery({ ...shoppingListsQueryOptions(familyId), select: (lists) => lists[0] ?? null });
}
