import type { ShoppingList } from "@contract/schemas/shopping";
import { defineChange, del, segment } from "@web/lib/changes/define-change";
import { shoppingListsQueryKey } from "@web/lib/reads/shopping/shopping-lists";
import { foShoppingChanges } from "@web/i18n/fo/shopping-changes";
import { removeItem } from "../lib/list-cache";

/** Deletes an item; waits offline; the item goes from the list at once. */
const deleteItem = defineChange({
  offline: true,
  request: ({ id }: { familyId: string; id: string }) => del(`/api/shopping-items/${segment(id)}`),
  optimistic: { queryKey: ({ familyId }) => shoppingListsQueryKey(familyId), apply: (lists: ShoppingList[], { id }) => removeItem(lists, id) },
  errorToast: { title: foShoppingChanges.errorTitle, description: foShoppingChanges.itemDeleteError },
});
export default deleteItem;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "shopping/delete-item": typeof deleteItem;
  }
}
