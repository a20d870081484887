import type { ScreenShoppingBody } from "@contract/schemas/kitchen-screen";
import { defineChange, post } from "@web/lib/changes/define-change";

/**
 * Onto the family's first shopping list; waits offline. A replay answered 404 was added and has left
 * the list since (bought or deleted): that is done, not refused.
 */
const addShopping = defineChange({
  offline: true,
  request: (body: ScreenShoppingBody) => post("/api/kitchen/screen/shopping-items", body satisfies ScreenShoppingBody),
  quietWhenGone: true,
  errorToast: null,
});
export default addShopping;
