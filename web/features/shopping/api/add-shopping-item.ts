import type { QueryClient } from "@tanstack/react-query";
import { DEFAULT_ITEM_QUANTITY, DEFAULT_LIST_NAME } from "@contract/limits";
import type { ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { localChanges } from "@web/lib/live";
import { newClientId, registerQueuedWrite, useQueuedWrite } from "@web/lib/write-queue";
import { foShopping } from "@web/i18n/fo/shopping";
import { upsertItem } from "../lib/list-cache";
import { createShoppingList } from "./create-shopping-list";
import { shoppingListsQueryKey } from "@web/lib/reads/shopping";

export interface AddItemInput {
  /** The client's own id, chosen when the user adds the item, so a replayed add never makes a second. */
  id: string;
  listId: string;
  name: string;
  quantity: number;
  /** Part of the API's item body; the server records the caller whatever it says (docs/decisions.md#shopping). */
  addedBy: string;
}

export function addShoppingItem(input: AddItemInput): Promise<ShoppingItem> {
  return api<ShoppingItem>("/api/shopping-items", { method: "POST", body: input });
}

/** What a queued add keeps: everything it needs to be sent after a reload. */
export interface AddItemVariables {
  familyId: string;
  userId: string;
  id: string;
  name: string;
}

const addItemKey = ["shopping-items", "add"] as const;

/** How the item shows until the server answers (the list's first, as the add will put it there). */
function pendingItem(list: ShoppingList, { id, name, userId }: AddItemVariables): ShoppingItem {
  return { id, listId: list.id, name, quantity: DEFAULT_ITEM_QUANTITY, completed: false, completedAt: null, addedBy: userId, mealScheduledDate: null };
}

/** With no list yet, 'Handilslisti' is created for the family first, then the item added to it. */
export function registerAddShoppingItem(queryClient: QueryClient): void {
  registerQueuedWrite(queryClient, addItemKey, {
    liveType: "shopping_list_updated",
    mutationFn: async (variables: AddItemVariables): Promise<{ list: ShoppingList; item: ShoppingItem }> => {
      const { familyId, userId, id, name } = variables;
      let list = queryClient.getQueryData<ShoppingList[]>(shoppingListsQueryKey(familyId))?.[0];
      if (!list) {
        // Creating the list is a second write with an echo of its own.
        localChanges.mark("shopping_list_updated");
        list = await createShoppingList({ familyId, name: DEFAULT_LIST_NAME });
      }
      const item = await addShoppingItem({ id, listId: list.id, name, quantity: DEFAULT_ITEM_QUANTITY, addedBy: userId });
      return { list, item };
    },
    optimistic: {
      queryKey: ({ familyId }) => shoppingListsQueryKey(familyId),
      apply: (lists: ShoppingList[], variables) => {
        const [first] = lists;
        return first ? upsertItem(lists, first, pendingItem(first, variables)) : lists;
      },
    },
    onSuccess: ({ list, item }, { familyId }) =>
      queryClient.setQueryData<ShoppingList[]>(shoppingListsQueryKey(familyId), (lists) => upsertItem(lists ?? [], list, item)),
    successToast: { title: foShopping.addSuccessTitle, description: foShopping.addSuccess },
    errorToast: { title: foShopping.addErrorTitle, description: foShopping.addError },
  });
}

export function useAddShoppingItem(familyId: string, userId: string) {
  const mutation = useQueuedWrite<AddItemVariables>(addItemKey);
  return {
    isPending: mutation.isPending && !mutation.isPaused,
    /** `onError` puts the typed name back when the server refuses. */
    add: (name: string, onError: () => void) => mutation.mutate({ familyId, userId, id: newClientId(), name }, { onError }),
  };
}
