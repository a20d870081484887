import { useQuery } from "@tanstack/react-query";
import { shoppingListsQueryOptions } from "@web/lib/reads/shopping";

/** Only the first list is used (a family has one, docs/decisions.md#shopping). */
export function useShoppingList(familyId: string) {
  return useQuery({ ...shoppingListsQueryOptions(familyId), select: (lists) => lists[0] ?? null });
}
