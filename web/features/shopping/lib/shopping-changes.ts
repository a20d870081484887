import { addShoppingItemMutationOptions } from "../api/add-shopping-item";
import { announceShoppingTripMutationOptions } from "../api/announce-shopping-trip";
import { deleteShoppingItemMutationOptions } from "../api/delete-shopping-item";
import { renameShoppingItemMutationOptions, toggleShoppingItemMutationOptions } from "../api/update-shopping-item";

/**
 * The shopping page's changes, in a chunk of their own loaded on first use (changes-on-use.ts
 * beside this file; scripts/vite/chunks.ts). The offline queue registers the same options
 * (web/app/layout/family-writes.ts).
 */
export const shoppingChanges = {
  add: addShoppingItemMutationOptions,
  toggle: toggleShoppingItemMutationOptions,
  rename: renameShoppingItemMutationOptions,
  delete: deleteShoppingItemMutationOptions,
  announce: announceShoppingTripMutationOptions,
};
