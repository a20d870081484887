import { DEFAULT_ITEM_QUANTITY, DEFAULT_LIST_NAME } from "@contract/limits";
import type { AddedItem, ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";
import { queuedWrite } from "@web/lib/queued-write";
import { foShoppingChanges } from "@web/i18n/fo/shopping-changes";
import { drawAdd, settleAdd } from "../lib/list-cache";
import { ADD_ITEM_KEY } from "../lib/change-keys";
import { createShoppingList } from "./create-shopping-list";
import { shoppingListsQueryKey } from "@web/lib/reads/shopping";

interface AddItemInput {
  /** The client's own id, chosen when the user adds the item, so a replayed add never makes a second. */
  id: string;
  listId: string;
  name: string;
  quantity: number;
  unit: string | null;
  /** Part of the API's item body; the server records the caller whatever it says (docs/decisions.md#shopping). */
  addedBy: string;
}

/** Answers the new item, or the open item of the same name it raised (`merged`). */
export function addShoppingItem(input: AddItemInput): Promise<AddedItem> {
  return api<AddedItem>("/api/shopping-items", { method: "POST", body: input });
}

/** What a queued add keeps: everything it needs to be sent after a reload. */
interface AddItemVariables {
  familyId: string;
  userId: string;
  id: string;
  name: string;
  /** As the quick-add line gave them; missing in adds queued before units existed. */
  quantity?: number;
  unit?: string | null;
}

/** How the item shows until the server answers (the list's first, as the add will put it there). */
function pendingItem(list: ShoppingList, { id, name, userId, quantity = DEFAULT_ITEM_QUANTITY, unit = null }: AddItemVariables): ShoppingItem {
  return { id, listId: list.id, name, quantity, unit, completed: false, completedAt: null, addedBy: userId, mealScheduledDate: null };
}

/** Queued while offline. With no list yet, 'Handilslisti' is created for the family first, then the item added to it. */
export const addShoppingItemMutationOptions = queuedWrite([...ADD_ITEM_KEY], {
  mutationFn: async (variables: AddItemVariables, { client }): Promise<{ list: ShoppingList; item: AddedItem }> => {
    const { familyId, userId, id, name, quantity = DEFAULT_ITEM_QUANTITY, unit = null } = variables;
    let list = client.getQueryData<ShoppingList[]>(shoppingListsQueryKey(familyId))?.[0];
    if (!list) {
      list = await createShoppingList({ familyId, name: DEFAULT_LIST_NAME });
    }
    const item = await addShoppingItem({ id, listId: list.id, name, quantity, unit, addedBy: userId });
    return { list, item };
  },
  optimistic: {
    queryKey: ({ familyId }) => shoppingListsQueryKey(familyId),
    apply: (lists: ShoppingList[], variables) => {
      const [first] = lists;
      return first ? drawAdd(lists, first, pendingItem(first, variables)) : lists;
    },
  },
  onSuccess: ({ list, item }, { familyId, id }, queryClient) =>
    queryClient.setQueryData<ShoppingList[]>(shoppingListsQueryKey(familyId), (lists) => settleAdd(lists ?? [], list, item, id)),
  // A merged add says what the list now holds ("Mjólk: nú 2"), read out by the toasts' live region.
  successToast: ({ item }) => ({
    title: foShoppingChanges.addSuccessTitle,
    description: item.merged ? foShoppingChanges.raisedTo(item.name, item.quantity) : foShoppingChanges.addSuccess,
  }),
  errorToast: { title: foShoppingChanges.addErrorTitle, description: foShoppingChanges.addError },
});
