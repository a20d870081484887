import type { ShoppingList } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { useFamilyMutation } from "@web/lib/use-family-mutation";
import { foShopping } from "@web/i18n/fo/shopping";
import { removeItem } from "../lib/list-cache";
import { shoppingListsQueryKey } from "./get-shopping-lists";

export function deleteShoppingItem(id: string): Promise<void> {
  return api<void>(`/api/shopping-items/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteShoppingItem(familyId: string) {
  return useFamilyMutation({
    liveType: "shopping_list_updated",
    mutationFn: deleteShoppingItem,
    optimistic: { queryKey: shoppingListsQueryKey(familyId), apply: (lists: ShoppingList[], id: string) => removeItem(lists, id) },
    errorToast: { title: foShopping.errorTitle, description: foShopping.itemDeleteError },
  });
}
