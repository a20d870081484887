import type { ShoppingItem, ShoppingList, UpdateItemBody } from "@contract/schemas/shopping";
import { defineChange, patch, segment } from "@web/lib/changes/define-change";
import { shoppingListsQueryKey, shoppingStatisticsQueryKey } from "@web/lib/reads/shopping/shopping-lists";
import { refreshAfterChange } from "@web/lib/resource-keys";
import { foShoppingChanges } from "@web/i18n/fo/shopping-changes";
import { shoppingOrderQueryKey } from "../api/get-shopping-order";
import { shoppingSuggestionsQueryKey } from "../api/get-shopping-suggestions";
import { patchItem } from "./list-cache";

/** A PATCH of one item with exactly one of completed, name, quantity or unit. */
export interface ItemUpdate {
  familyId: string;
  id: string;
  body: UpdateItemBody;
}

function applyUpdate(lists: ShoppingList[], { id, body }: ItemUpdate): ShoppingList[] {
  const update = "completed" in body ? { completed: body.completed, completedAt: body.completed ? new Date().toISOString() : null } : body;
  return patchItem(lists, id, update);
}

/** The ticking and renaming changes (changes/toggle-item.ts, rename-item.ts): waits offline, drawn at once, rolled back with a toast if refused. */
export const itemUpdate = (errorText: string, successText?: string) =>
  defineChange({
    offline: true,
    request: ({ id, body }: ItemUpdate) => patch<ShoppingItem>(`/api/shopping-items/${segment(id)}`, body),
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
