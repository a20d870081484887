import type { ShoppingList } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { shoppingListsQueryKey } from "@web/lib/reads/shopping";
import { queuedWrite } from "@web/lib/write-queue";
import { foShopping } from "@web/i18n/fo/shopping";
import { removeItem } from "../lib/list-cache";

export function deleteShoppingItem(id: string): Promise<void> {
  return api<void>(`/api/shopping-items/${encodeURIComponent(id)}`, { method: "DELETE" });
}

interface DeleteVariables {
  familyId: string;
  id: string;
}

/** Queued while offline; the item goes from the list at once. */
export const deleteShoppingItemMutationOptions = queuedWrite(["shopping-items", "delete"], {
  mutationFn: ({ id }: DeleteVariables) => deleteShoppingItem(id),
  optimistic: { queryKey: ({ familyId }) => shoppingListsQueryKey(familyId), apply: (lists: ShoppingList[], { id }) => removeItem(lists, id) },
  errorToast: { title: foShopping.errorTitle, description: foShopping.itemDeleteError },
});

export const useDeleteShoppingItem = (config?: MutationHookOptions<typeof deleteShoppingItemMutationOptions>) =>
  useEndpointMutation(deleteShoppingItemMutationOptions, config);
