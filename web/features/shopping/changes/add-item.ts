import { DEFAULT_ITEM_QUANTITY, DEFAULT_LIST_NAME } from "@contract/limits";
import type { AddedItem, CreateItemBody, CreateListBody, ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { defineChange, post } from "@web/lib/changes/define-change";
import { shoppingListsQueryKey } from "@web/lib/reads/shopping/shopping-lists";
import { foShoppingChanges } from "@web/i18n/fo/shopping-changes";
import { drawAdd, settleAdd } from "../lib/list-cache";

/** What a queued add keeps: everything it needs to be sent after a reload. */
interface AddItemVariables {
  familyId: string;
  userId: string;
  /** The client's own id, chosen when the user adds the item, so a replayed add never makes a second. */
  id: string;
  name: string;
  /** As the quick-add line gave them; missing in adds queued before units existed. */
  quantity?: number;
  unit?: string | null;
}

/** How the item shows until the server answers (the list's first, as the add will put it there). */
function pendingItem(list: ShoppingList, { id, name, userId, quantity = DEFAULT_ITEM_QUANTITY, unit = null }: AddItemVariables): ShoppingItem {
  return {
    id,
    listId: list.id,
    name,
    quantity,
    unit,
    completed: false,
    completedAt: null,
    addedBy: userId,
    addedByHelper: null,
    completedByHelper: null,
    mealScheduledDate: null,
  };
}

/**
 * Adds an item; waits offline. With no list yet, 'Handilslisti' is created for the family first
 * (the create answers the family's one list when there is one), then the item added to it.
 */
const addItem = defineChange({
  offline: true,
  send: async (variables: AddItemVariables, { client, call }): Promise<{ list: ShoppingList; item: AddedItem }> => {
    const { familyId, id, name, quantity = DEFAULT_ITEM_QUANTITY, unit = null } = variables;
    const list =
      client.getQueryData<ShoppingList[]>(shoppingListsQueryKey(familyId))?.[0] ??
      (await call(post<ShoppingList>("/api/shopping-lists", { familyId, name: DEFAULT_LIST_NAME } satisfies CreateListBody)));
    // Who added it is the caller, recorded by the server (docs/decisions.md#shopping).
    const body: CreateItemBody = { id, listId: list.id, name, quantity, unit };
    const item = await call(post<AddedItem>("/api/shopping-items", body));
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
export default addItem;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "shopping/add-item": typeof addItem;
  }
}
