import { and, eq, lte } from "drizzle-orm";
import { SHOPPING_PURGE_AFTER_MS } from "@contract/limits";
import type { LiveMessageType } from "@contract/realtime";
import { shoppingItems } from "../db/schema";
import type { Db } from "../env";
import { eachLimited } from "../lib/each-limited";
import { iso } from "../lib/time";
import type { PushDeps } from "../services/push";

/** Rooms told at once after a purge (measured by `npm run bench` over 10,000 families). */
const NOTIFY_CONCURRENCY = 50;

export interface JobDeps {
  db: Db;
  notify: (familyId: string, type: LiveMessageType) => Promise<void>;
  /** What the push jobs send with; absent where the deployment has no push keys. */
  push?: PushDeps;
}

/**
 * Removes items ticked more than 10 minutes ago (their purchases stay for the statistics) and
 * tells each affected family. Idempotent: a second or late run finds nothing more to remove.
 * Phones hide such items at the 10-minute mark themselves (web/features/shopping/lib/expiry.ts);
 * this run, every 5 minutes, is what removes them from storage and from other clients' answers.
 */
export async function purgeTickedItems(deps: JobDeps, now: number): Promise<{ removed: number; families: number }> {
  const removed = await deps.db
    .delete(shoppingItems)
    .where(and(eq(shoppingItems.completed, true), lte(shoppingItems.completedAt, iso(now - SHOPPING_PURGE_AFTER_MS))))
    .returning({ familyId: shoppingItems.familyId });
  const familyIds = [...new Set(removed.map((row) => row.familyId))];
  await eachLimited(familyIds, NOTIFY_CONCURRENCY, (familyId) => deps.notify(familyId, "shopping_list_updated"));
  return { removed: removed.length, families: familyIds.length };
}
