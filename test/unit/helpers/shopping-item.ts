import type { ShoppingItem } from "@contract/schemas/shopping";

/** An open shopping item as the API answers it; `fields` overrides any of it. */
export function shoppingItem(fields: Partial<ShoppingItem> & Pick<ShoppingItem, "id" | "name">): ShoppingItem {
  return {
    listId: "list",
    quantity: 1,
    unit: null,
    completed: false,
    completedAt: null,
    addedBy: null,
    addedByHelper: null,
    completedByHelper: null,
    mealScheduledDate: null,
    ...fields,
  };
}
