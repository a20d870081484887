import { foShoppingChanges } from "@web/i18n/fo/shopping-changes";
import { itemUpdate } from "../lib/item-update";

/** Renames an item, or sets its quantity or unit: `{ name }`, `{ quantity }` or `{ unit }`. */
const renameItem = itemUpdate(foShoppingChanges.renameError, foShoppingChanges.renameSuccess);
export default renameItem;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "shopping/rename-item": typeof renameItem;
  }
}
