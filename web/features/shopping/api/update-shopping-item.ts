import type { QueryClient } from "@tanstack/react-query";
import type { ShoppingItem, ShoppingList, UpdateItemBody } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { refreshAfterChange } from "@web/lib/resource-keys";
import { registerQueuedWrite, useQueuedWrite } from "@web/lib/write-queue";
import { foShopping } from "@web/i18n/fo/shopping";
import { patchItem } from "../lib/list-cache";
import { shoppingListsQueryKey } from "@web/lib/reads/shopping";
import { shoppingStatisticsQueryKey } from "@web/lib/reads/shopping";

/** PATCH with exactly one of completed, name or quantity. */
export function updateShoppingItem(id: string, body: UpdateItemBody): Promise<ShoppingItem> {
  return api<ShoppingItem>(`/api/shopping-items/${encodeURIComponent(id)}`, { method: "PATCH", body });
}

interface Update {
  familyId: string;
  id: string;
  body: UpdateItemBody;
}

function applyUpdate(lists: ShoppingList[], { id, body }: Update): ShoppingList[] {
  const patch = "completed" in body ? { completed: body.completed, completedAt: body.completed ? new Date().toISOString() : null } : body;
  return patchItem(lists, id, patch);
}

const toggleKey = ["shopping-items", "toggle"] as const;
const renameKey = ["shopping-items", "rename"] as const;

/** Optimistic: the cache changes at once and rolls back with a toast if the server refuses. */
function registerItemUpdate(queryClient: QueryClient, key: readonly string[], errorText: string, successText?: string) {
  registerQueuedWrite(queryClient, key, {
    liveType: "shopping_list_updated",
    mutationFn: ({ id, body }: Update) => updateShoppingItem(id, body),
    optimistic: { queryKey: ({ familyId }) => shoppingListsQueryKey(familyId), apply: applyUpdate },
    errorToast: { title: foShopping.errorTitle, description: errorText },
    successToast: successText ? { title: successText } : undefined,
    // Ticking and unticking add and remove purchases (docs/decisions.md#shopping).
    invalidates: ({ familyId, body }) =>
      "completed" in body ? [...refreshAfterChange.shopping_list_updated, shoppingStatisticsQueryKey(familyId)] : refreshAfterChange.shopping_list_updated,
  });
}

export function registerUpdateShoppingItem(queryClient: QueryClient): void {
  registerItemUpdate(queryClient, toggleKey, foShopping.toggleError);
  registerItemUpdate(queryClient, renameKey, foShopping.renameError, foShopping.renameSuccess);
}

export function useToggleShoppingItem(familyId: string) {
  const mutation = useQueuedWrite<Update>(toggleKey);
  return (item: ShoppingItem, completed: boolean) => mutation.mutate({ familyId, id: item.id, body: { completed } });
}

export function useRenameShoppingItem(familyId: string) {
  const mutation = useQueuedWrite<Update>(renameKey);
  return (item: ShoppingItem, name: string) => mutation.mutate({ familyId, id: item.id, body: { name } });
}
