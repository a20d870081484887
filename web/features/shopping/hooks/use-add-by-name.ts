import { newClientId } from "@web/lib/client-id";
import { ADD_ITEM_KEY } from "../lib/change-keys";
import { shoppingChangesOnUse, useSending } from "../lib/changes-on-use";

interface NewItem {
  name: string;
  quantity?: number;
  unit?: string | null;
}

/** Adds an item to the family's list, from the form, a suggestion or the usual buys alike. */
export function useAddByName(familyId: string, userId: string) {
  // A paused add is as good as done: the next can be made while this one waits for the connection.
  const sending = useSending(ADD_ITEM_KEY);
  const addItem = (item: NewItem, onError?: () => void) => {
    shoppingChangesOnUse.run((changes) => changes.add, { familyId, userId, id: newClientId(), ...item }).catch(() => onError?.());
  };
  return { addItem, sending };
}
