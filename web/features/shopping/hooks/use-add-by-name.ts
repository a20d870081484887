import { newClientId } from "@web/lib/client-id";
import { useChange } from "@web/lib/changes/use-change";

interface NewItem {
  name: string;
  quantity?: number;
  unit?: string | null;
}

/**
 * Adds an item to the family's list, from the form, a suggestion or the usual buys alike. An add made
 * while the last is still on its way waits its turn in the write queue (web/lib/write-queue.ts), so
 * none is refused for being quick (docs/features/offline.md "One at a time").
 */
export function useAddByName(familyId: string, userId: string) {
  const add = useChange("shopping/add-item");
  const addItem = (item: NewItem, onError?: () => void) => add.mutate({ familyId, userId, id: newClientId(), ...item }, { onError });
  return { addItem };
}
