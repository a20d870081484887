import type { ShoppingItem } from "@contract/schemas/shopping";
import { defineChange, patch } from "@web/lib/changes/define-change";

/** The helper ticks or unticks an item of the family's list; a tick carries their name. A 404 (the item left the list meanwhile) is done. */
const tickItem = defineChange({
  request: ({ id, completed }: { id: string; completed: boolean }) =>
    patch<ShoppingItem>(`/api/helper/shopping-items/${encodeURIComponent(id)}`, { completed }),
  quietWhenGone: true,
  errorToast: null,
});
export default tickItem;
