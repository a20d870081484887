import { useQuery } from "@tanstack/react-query";
import type { QueryConfig } from "@web/lib/hook-config";
import { shoppingListsQueryOptions } from "@web/lib/reads/shopping/shopping-lists";

/** Only the first list is used (a family has one, docs/decisions.md#shopping). */
export function useShoppingList({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof shoppingListsQueryOptions> }) {
  return useQuery({ ...shoppingListsQueryOptions(familyId), ...queryConfig, select: (lists) => lists[0] ?? null });
}
