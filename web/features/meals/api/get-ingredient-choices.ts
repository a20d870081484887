import { useQuery } from "@tanstack/react-query";
import type { QueryConfig } from "@web/lib/hook-config";
import { shoppingListsQueryOptions, shoppingStatisticsQueryOptions } from "@web/lib/reads/shopping/shopping-lists";

/** Names of the open items on the family's first list (only the first list is ever used). */
export function useShoppingItemNames({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof shoppingListsQueryOptions> }) {
  return useQuery({
    ...shoppingListsQueryOptions(familyId),
    ...queryConfig,
    select: (lists) => (lists[0]?.items ?? []).filter((item) => !item.completed).map((item) => item.name),
  });
}

export function useStatisticsNames({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof shoppingStatisticsQueryOptions> }) {
  return useQuery({ ...shoppingStatisticsQueryOptions(familyId), ...queryConfig, select: (rows) => rows.map((row) => row.itemName) });
}
