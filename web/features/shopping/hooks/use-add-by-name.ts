import { newClientId } from "@web/lib/write-queue";
import { useAddShoppingItem } from "../api/add-shopping-item";

/** Adds a name to the family's list, from the form, a suggestion or the usual buys alike. */
export function useAddByName(familyId: string, userId: string) {
  const add = useAddShoppingItem();
  // A paused add is as good as done: the next can be made while this one waits for the connection.
  const sending = add.isPending && !add.isPaused;
  const addName = (name: string, onError?: () => void) => add.mutate({ familyId, userId, id: newClientId(), name }, { onError });
  return { addName, sending };
}
