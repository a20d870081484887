import { and, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { rewardRequests, starLedger } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { fullRow } from "@worker/lib/full-row";
import { type Actor, actorColumns } from "./actor";

/**
 * The stars a waiting request holds (docs/features/kitchen.md "Rewards and requests"): a child's ask
 * writes its redemption at once, so the stars are reserved in the ask's own batch; a request that
 * stops waiting without being approved (declined, or its reward deleted) gets them back here.
 */

const reserved = alias(starLedger, "reserved");

/**
 * One `undo` entry of each still pending request of the family that `which` picks and that holds a
 * reservation, giving its stars back. Put before the write that ends the requests' waiting, in the
 * same batch; the unique index on `undoes` gives a reservation back once.
 */
export function giveBackQuery(db: Db, actor: Actor, familyId: string, which: SQL, at: string) {
  const { byUserId, byScreenId } = actorColumns(actor);
  return db
    .insert(starLedger)
    .select(
      db
        .select(
          fullRow(starLedger, {
            id: sql`lower(hex(randomblob(16)))`,
            familyId: reserved.familyId,
            memberId: reserved.memberId,
            delta: sql`-${reserved.delta}`,
            kind: "undo",
            rewardId: reserved.rewardId,
            requestId: reserved.requestId,
            undoes: reserved.id,
            byUserId,
            byScreenId,
            at,
          }),
        )
        .from(rewardRequests)
        .innerJoin(reserved, and(eq(reserved.id, rewardRequests.entryId), eq(reserved.familyId, familyId)))
        .where(and(eq(rewardRequests.familyId, familyId), eq(rewardRequests.status, "pending"), which)),
    )
    .onConflictDoNothing();
}
