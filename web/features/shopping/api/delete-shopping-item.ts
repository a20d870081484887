import type { QueryClient } from "@tanstack/react-query";
import type { ShoppingList } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { registerQueuedWrite, useQueuedWrite } from "@web/lib/write-queue";
import { foShopping } from "@web/i18n/fo/shopping";
import { removeItem } from "../lib/list-cache";
import { shoppingListsQueryKey } from "@web/lib/reads/shopping";

export function deleteShoppingItem(id: string): Promise<void> {
  return api<void>(`/api/shopping-items/${encodeURIComponent(id)}`, { method: "DELETE" });
}

interface DeleteVariables {
  familyId: string;
  id: string;
}

const deleteItemKey = ["shopping-items", "delete"] as const;

export function registerDeleteShoppingItem(queryClient: QueryClient): void {
  registerQueuedWrite(queryClient, deleteItemKey, {
    liveType: "shopping_list_updated",
    mutationFn: ({ id }: DeleteVariables) => deleteShoppingItem(id),
    optimistic: { queryKey: ({ familyId }) => shoppingListsQueryKey(familyId), apply: (lists: ShoppingList[], { id }) => removeItem(lists, id) },
    errorToast: { title: foShopping.errorTitle, description: foShopping.itemDeleteError },
  });
}

export function useDeleteShoppingItem(familyId: string) {
  const mutation = useQueuedWrite<DeleteVariables>(deleteItemKey);
  return (id: string) => mutation.mutate({ familyId, id });
}
