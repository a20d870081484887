import { and, eq } from "drizzle-orm";
import { helperDevices, helperLinks } from "@worker/db/schema";
import type { Db } from "@worker/env";
import type { Effect } from "@worker/services/effects";

/**
 * A helper device's live sockets (docs/features/helpers.md "Ends and revoking"): whatever ends a
 * device (revoking its link, removing it, removing the helper's member) closes them by their tag.
 */

/** The tag a helper device's sockets carry in the family's room. */
export const helperSocketTag = (deviceId: string) => `helper:${deviceId}`;

/** The effects that close those devices' sockets once the write that ended them is done. */
export const closeHelperSockets = (familyId: string, devices: readonly { id: string }[]): Effect[] =>
  devices.map((device) => ({ kind: "close-sockets", familyId, userId: helperSocketTag(device.id) }));

/** The devices of the links made for a member: read in the batch before the member, and with it the links, goes. */
export const devicesOfMember = (db: Db, familyId: string, memberId: string) =>
  db
    .select({ id: helperDevices.id })
    .from(helperDevices)
    .innerJoin(helperLinks, eq(helperLinks.id, helperDevices.linkId))
    .where(and(eq(helperDevices.familyId, familyId), eq(helperLinks.familyId, familyId), eq(helperLinks.memberId, memberId)));
