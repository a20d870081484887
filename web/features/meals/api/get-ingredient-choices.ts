import { useQuery } from "@tanstack/react-query";
import { shoppingListsQueryOptions, shoppingStatisticsQueryOptions } from "@web/lib/reads/shopping";

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
