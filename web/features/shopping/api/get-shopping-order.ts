import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ShopOrderEntry } from "@contract/schemas/shopping-insights";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { resourceKeys } from "@web/lib/resource-keys";

/** The order the family walks its shop in, learned from its ticks (docs/features/shopping-insights.md). */
export function shoppingOrderQueryKey(familyId: string) {
  return [...resourceKeys.shoppingOrder, familyId] as const;
}

function getShoppingOrder(familyId: string, signal?: AbortSignal): Promise<ShopOrderEntry[]> {
  return api<ShopOrderEntry[]>(`/api/families/${encodeURIComponent(familyId)}/shopping-order`, { signal });
}

export function shoppingOrderQueryOptions(familyId: string) {
  return queryOptions({ queryKey: shoppingOrderQueryKey(familyId), queryFn: ({ signal }) => getShoppingOrder(familyId, signal) });
}

export function useShoppingOrder({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof shoppingOrderQueryOptions> }) {
  return useQuery({ ...shoppingOrderQueryOptions(familyId), ...queryConfig });
}
