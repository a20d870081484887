import { foShoppingChanges } from "@web/i18n/fo/shopping-changes";
import { itemUpdate } from "../lib/item-update";

/** Ticks or unticks an item: `{ completed }`. */
const toggleItem = itemUpdate(foShoppingChanges.toggleError);
export default toggleItem;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "shopping/toggle-item": typeof toggleItem;
  }
}
