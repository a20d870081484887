import { newClientId } from "@web/lib/write-queue";
import { useAddShoppingItem } from "../api/add-shopping-item";

interface NewItem {
  name: string;
  quantity?: number;
  unit?: string | null;
}

/** Adds an item to the family's list, from the form, a suggestion or the usual buys alike. */
export function useAddByName(familyId: string, userId: string) {
  const add = useAddShoppingItem();
  // A paused add is as good as done: the next can be made while this one waits for the connection.
  const sending = add.isPending && !add.isPaused;
  const addItem = (item: NewItem, onError?: () => void) => add.mutate({ familyId, userId, id: newClientId(), ...item }, { onError });
  return { addItem, sending };
}
