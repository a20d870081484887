import { and, eq, lte } from "drizzle-orm";
import { SHOPPING_PURGE_AFTER_MS } from "@contract/limits";
import { shoppingItems } from "../db/schema";
import type { DatabaseName } from "../db/databases";
import type { Db } from "../env";
import { type Fanout, notifyMessages } from "../fanout/producer";
import { iso } from "../lib/time";
import type { PushDeps } from "../services/push/devices";

/** What a cron job runs with: one database (a trigger runs each job once per database, cron/index.ts). */
export interface JobDeps {
  db: Db;
  /** `db`'s binding name, for the fan-out messages a job queues about its rows. */
  dbName: DatabaseName;
  /** The fan-out queue: a job hands its notices and pushes over instead of sending them itself. */
  fanout: Fanout;
  /** What the push jobs send with; absent where the deployment has no push keys. */
  push?: PushDeps;
}

/**
 * Removes items ticked more than 10 minutes ago (their purchases stay for the statistics) and
 * tells each affected family (through the fan-out queue). Idempotent: a second or late run finds nothing more to remove.
 * Phones hide such items at the 10-minute mark themselves (web/features/shopping/lib/expiry.ts);
 * this run, every 5 minutes, is what removes them from storage and from other clients' answers.
 */
export async function purgeTickedItems(deps: Pick<JobDeps, "db" | "fanout">, now: number): Promise<{ removed: number; families: number }> {
  const removed = await deps.db
    .delete(shoppingItems)
    .where(and(eq(shoppingItems.completed, true), lte(shoppingItems.completedAt, iso(now - SHOPPING_PURGE_AFTER_MS))))
    .returning({ familyId: shoppingItems.familyId });
  const familyIds = [...new Set(removed.map((row) => row.familyId))];
  await deps.fanout.send(notifyMessages("shopping_list_updated", familyIds));
  return { removed: removed.length, families: familyIds.length };
}
