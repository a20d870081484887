import { useQueryClient } from "@tanstack/react-query";
import { DEFAULT_ITEM_QUANTITY, DEFAULT_LIST_NAME } from "@contract/limits";
import type { ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { localChanges } from "@web/lib/live";
import { useFamilyMutation } from "@web/lib/use-family-mutation";
import { foShopping } from "@web/i18n/fo/shopping";
import { upsertItem } from "../lib/list-cache";
import { createShoppingList } from "./create-shopping-list";
import { shoppingListsQueryKey } from "./get-shopping-lists";

export interface AddItemInput {
  listId: string;
  name: string;
  quantity: number;
  /** Sent as the original client does; the server records the caller whatever it says. */
  addedBy: string;
}

export function addShoppingItem(input: AddItemInput): Promise<ShoppingItem> {
  return api<ShoppingItem>("/api/shopping-items", { method: "POST", body: input });
}

/** With no list yet, 'Handilslisti' is created for the family first, then the item added to it. */
export function useAddShoppingItem(familyId: string, userId: string) {
  const queryClient = useQueryClient();
  const key = shoppingListsQueryKey(familyId);
  return useFamilyMutation({
    liveType: "shopping_list_updated",
    mutationFn: async (name: string): Promise<{ list: ShoppingList; item: ShoppingItem }> => {
      let list = queryClient.getQueryData<ShoppingList[]>(key)?.[0];
      if (!list) {
        // Creating the list is a second write with an echo of its own.
        localChanges.mark("shopping_list_updated");
        list = await createShoppingList({ familyId, name: DEFAULT_LIST_NAME });
      }
      const item = await addShoppingItem({ listId: list.id, name, quantity: DEFAULT_ITEM_QUANTITY, addedBy: userId });
      return { list, item };
    },
    onSuccess: ({ list, item }) => queryClient.setQueryData<ShoppingList[]>(key, (lists) => upsertItem(lists ?? [], list, item)),
    successToast: { title: foShopping.addSuccessTitle, description: foShopping.addSuccess },
    errorToast: { title: foShopping.addErrorTitle, description: foShopping.addError },
  });
}
