import type { ShoppingList } from "@contract/schemas/shopping";
import { api } from "@web/lib/api-client";

/** Answers the family's one list, creating it when there is none. */
export function createShoppingList(input: { familyId: string; name: string }): Promise<ShoppingList> {
  return api<ShoppingList>("/api/shopping-lists", { method: "POST", body: input });
}
