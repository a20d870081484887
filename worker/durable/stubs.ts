import type { LiveMessageType } from "@contract/realtime";
import type { Bindings } from "../env";
import { errorText } from "../lib/error-text";

export const familyRoom = (env: Pick<Bindings, "FAMILY">, familyId: string) => env.FAMILY.get(env.FAMILY.idFromName(familyId));

/** Tells the family's room that `type` changed (by the request `cause`); throws when the room could not be reached (the queue retries it). */
export async function tellRoom(env: Pick<Bindings, "FAMILY">, familyId: string, type: LiveMessageType, cause?: string): Promise<void> {
  await familyRoom(env, familyId).notify(type, cause);
}

/**
 * Notifies the family's open phones. It never throws: a failed notice must not fail the write that
 * caused it, nor stop a fan-out to other families (clients also poll and refetch on reconnect).
 */
export async function notifyFamily(env: Pick<Bindings, "FAMILY">, familyId: string, type: LiveMessageType, cause?: string): Promise<void> {
  try {
    await tellRoom(env, familyId, type, cause);
  } catch (error) {
    console.warn(`notify ${type} for family ${familyId} failed: ${errorText(error, 500)}`);
  }
}

/** Closes every socket of a family that moved to another database, so each reconnects and refetches; best effort, like notify. */
export async function reconnectFamily(env: Pick<Bindings, "FAMILY">, familyId: string): Promise<void> {
  try {
    await familyRoom(env, familyId).reconnectEveryone();
  } catch (error) {
    console.warn(`reconnecting family ${familyId} failed: ${errorText(error, 500)}`);
  }
}

/** Closes a user's sockets in their family's room; best effort, like notify. */
export async function disconnectUser(env: Pick<Bindings, "FAMILY">, familyId: string | null, userId: string): Promise<void> {
  if (!familyId) return;
  try {
    await familyRoom(env, familyId).disconnect(userId);
  } catch (error) {
    console.warn(`disconnect of user ${userId} in family ${familyId} failed: ${errorText(error, 500)}`);
  }
}
