import type { ShoppingList } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { shoppingListsQueryKey } from "@web/lib/reads/shopping";
import { queuedWrite } from "@web/lib/queued-write";
import { foShoppingChanges } from "@web/i18n/fo/shopping-changes";
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
  errorToast: { title: foShoppingChanges.errorTitle, description: foShoppingChanges.itemDeleteError },
});
