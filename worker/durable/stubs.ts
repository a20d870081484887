import type { LiveMessageType } from "../../contract/realtime";
import type { Bindings } from "../env";

export const familyRoom = (env: Pick<Bindings, "FAMILY">, familyId: string) => env.FAMILY.get(env.FAMILY.idFromName(familyId));

/** Notifies the family's open phones. A failed notify never fails the write that caused it:
 * clients also poll every 60 s and refetch on reconnect. */
export async function notifyFamily(env: Pick<Bindings, "FAMILY">, familyId: string, type: LiveMessageType): Promise<void> {
  try {
    await familyRoom(env, familyId).notify(type);
  } catch (error) {
    console.warn(`notify ${type} for family ${familyId} failed`, error);
  }
}
