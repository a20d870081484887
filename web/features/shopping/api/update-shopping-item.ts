import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ShoppingItem, ShoppingList, UpdateItemBody } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { localChanges } from "@web/lib/live";
import { toast } from "@web/components/ui/toast/toast-store";
import { foShopping } from "@web/i18n/fo/shopping";
import { patchItem } from "../lib/list-cache";
import { shoppingListsQueryKey } from "./get-shopping-lists";
import { shoppingStatisticsQueryKey } from "./get-shopping-statistics";

/** PATCH with exactly one of completed, name or quantity. */
export function updateShoppingItem(id: string, body: UpdateItemBody): Promise<ShoppingItem> {
  return api<ShoppingItem>(`/api/shopping-items/${encodeURIComponent(id)}`, { method: "PATCH", body });
}

interface Update {
  id: string;
  body: UpdateItemBody;
}

/** Optimistic: the cache changes at once and rolls back with a toast if the server refuses. */
function useOptimisticItemUpdate(familyId: string, errorText: string, successText?: string) {
  const queryClient = useQueryClient();
  const listsKey = shoppingListsQueryKey(familyId);
  return useMutation({
    mutationFn: ({ id, body }: Update) => updateShoppingItem(id, body),
    onMutate: async ({ id, body }: Update) => {
      localChanges.mark("shopping_list_updated");
      await queryClient.cancelQueries({ queryKey: listsKey });
      const previous = queryClient.getQueryData<ShoppingList[]>(listsKey);
      const patch = "completed" in body ? { completed: body.completed, completedAt: body.completed ? new Date().toISOString() : null } : body;
      if (previous) queryClient.setQueryData(listsKey, patchItem(previous, id, patch));
      return { previous };
    },
    onSuccess: () => {
      if (successText) toast({ title: successText });
    },
    onError: (_error, _update, context) => {
      localChanges.unmark("shopping_list_updated");
      if (context?.previous) queryClient.setQueryData(listsKey, context.previous);
      toast({ title: foShopping.errorTitle, description: errorText, variant: "destructive" });
    },
    onSettled: (_data, _error, { body }) => {
      void queryClient.invalidateQueries({ queryKey: listsKey });
      // Ticking and unticking add and remove purchases (API.md).
      if ("completed" in body) void queryClient.invalidateQueries({ queryKey: shoppingStatisticsQueryKey(familyId) });
    },
  });
}

export function useToggleShoppingItem(familyId: string) {
  const mutation = useOptimisticItemUpdate(familyId, foShopping.toggleError);
  return (item: ShoppingItem, completed: boolean) => mutation.mutate({ id: item.id, body: { completed } });
}

export function useRenameShoppingItem(familyId: string) {
  const mutation = useOptimisticItemUpdate(familyId, foShopping.renameError, foShopping.renameSuccess);
  return (item: ShoppingItem, name: string) => mutation.mutate({ id: item.id, body: { name } });
}
