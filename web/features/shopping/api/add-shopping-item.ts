import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_ITEM_QUANTITY, DEFAULT_LIST_NAME } from "@contract/limits";
import type { ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { localChanges } from "@web/lib/live";
import { toast } from "@web/components/ui/toast/toast-store";
import { foShopping } from "@web/i18n/fo/shopping";
import { upsertItem } from "../lib/list-cache";
import { createShoppingList } from "./create-shopping-list";
import { shoppingListsQueryKey } from "./get-shopping-lists";

export interface AddItemInput {
  listId: string;
  name: string;
  quantity: number;
  /** Sent as the spec's client does; the server records the caller whatever it says. */
  addedBy: string;
}

export function addShoppingItem(input: AddItemInput): Promise<ShoppingItem> {
  return api<ShoppingItem>("/api/shopping-items", { method: "POST", body: input });
}

/** Spec 01 §4: with no list yet, 'Handilslisti' is created for the family first. */
export function useAddShoppingItem(familyId: string, userId: string) {
  const queryClient = useQueryClient();
  const key = shoppingListsQueryKey(familyId);
  return useMutation({
    mutationFn: async (name: string): Promise<{ list: ShoppingList; item: ShoppingItem }> => {
      let list = queryClient.getQueryData<ShoppingList[]>(key)?.[0];
      if (!list) {
        localChanges.mark("shopping_list_updated");
        list = await createShoppingList({ familyId, name: DEFAULT_LIST_NAME });
      }
      const item = await addShoppingItem({ listId: list.id, name, quantity: DEFAULT_ITEM_QUANTITY, addedBy: userId });
      return { list, item };
    },
    onMutate: () => localChanges.mark("shopping_list_updated"),
    onSuccess: ({ list, item }) => {
      queryClient.setQueryData<ShoppingList[]>(key, (lists) => upsertItem(lists ?? [], list, item));
      toast({ title: foShopping.addSuccessTitle, description: foShopping.addSuccess });
    },
    onError: () => {
      localChanges.unmark("shopping_list_updated");
      toast({ title: foShopping.addErrorTitle, description: foShopping.addError, variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
