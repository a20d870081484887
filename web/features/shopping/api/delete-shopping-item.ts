import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ShoppingList } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { localChanges } from "@web/lib/live";
import { toast } from "@web/components/ui/toast/toast-store";
import { foShopping } from "@web/i18n/fo/shopping";
import { removeItem } from "../lib/list-cache";
import { shoppingListsQueryKey } from "./get-shopping-lists";

export function deleteShoppingItem(id: string): Promise<void> {
  return api<void>(`/api/shopping-items/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteShoppingItem(familyId: string) {
  const queryClient = useQueryClient();
  const listsKey = shoppingListsQueryKey(familyId);
  return useMutation({
    mutationFn: deleteShoppingItem,
    onMutate: async (id: string) => {
      localChanges.mark("shopping_list_updated");
      await queryClient.cancelQueries({ queryKey: listsKey });
      const previous = queryClient.getQueryData<ShoppingList[]>(listsKey);
      if (previous) queryClient.setQueryData(listsKey, removeItem(previous, id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      localChanges.unmark("shopping_list_updated");
      if (context?.previous) queryClient.setQueryData(listsKey, context.previous);
      toast({ title: foShopping.errorTitle, description: foShopping.itemDeleteError, variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}
