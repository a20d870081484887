import type { MutationKey } from "@tanstack/react-query";
import type { ShoppingItem, ShoppingList, UpdateItemBody } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { shoppingListsQueryKey, shoppingStatisticsQueryKey } from "@web/lib/reads/shopping";
import { refreshAfterChange } from "@web/lib/resource-keys";
import { queuedWrite } from "@web/lib/queued-write";
import { foShoppingChanges } from "@web/i18n/fo/shopping-changes";
import { patchItem } from "../lib/list-cache";
import { shoppingOrderQueryKey } from "./get-shopping-order";
import { shoppingSuggestionsQueryKey } from "./get-shopping-suggestions";

/** PATCH with exactly one of completed, name, quantity or unit. */
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

/** Queued while offline and optimistic: the cache changes at once and rolls back with a toast if the server refuses. */
const itemUpdate = (mutationKey: MutationKey, errorText: string, successText?: string) =>
  queuedWrite(mutationKey, {
    mutationFn: ({ id, body }: Update) => updateShoppingItem(id, body),
    optimistic: { queryKey: ({ familyId }) => shoppingListsQueryKey(familyId), apply: applyUpdate },
    errorToast: { title: foShoppingChanges.errorTitle, description: errorText },
    successToast: successText ? { title: successText } : undefined,
    // Ticking and unticking add and remove purchases (docs/decisions.md#shopping), which teach the shop's order and the usual buys.
    invalidates: ({ familyId, body }) =>
      "completed" in body
        ? [
            ...refreshAfterChange.shopping_list_updated,
            shoppingStatisticsQueryKey(familyId),
            shoppingOrderQueryKey(familyId),
            shoppingSuggestionsQueryKey(familyId),
          ]
        : refreshAfterChange.shopping_list_updated,
  });

export const toggleShoppingItemMutationOptions = itemUpdate(["shopping-items", "toggle"], foShoppingChanges.toggleError);
export const renameShoppingItemMutationOptions = itemUpdate(["shopping-items", "rename"], foShoppingChanges.renameError, foShoppingChanges.renameSuccess);
