import { sql } from "drizzle-orm";
import { PURCHASE_RETENTION_MS } from "@contract/limits";
import { purchaseRetention, purchases } from "../db/schema";
import { iso } from "../lib/time";
import type { JobDeps } from "./purge-shopping";

/** Purchases one batch deletes: a short transaction, so ticks are never kept waiting behind it. */
export const PURCHASES_RETIRED_PER_BATCH = 500;
/** Batches one run takes at most; a backlog (the first run after deploying) drains over the following runs. */
export const RETIREMENT_BATCHES_PER_RUN = 4;

/**
 * Deletes purchases older than PURCHASE_RETENTION_MS, oldest first, in batches along
 * `purchases_purchased_at`, so no family's history grows without end. Each batch holds the
 * `purchase_retention` row while it deletes, which keeps the purchase_totals_remove trigger from
 * taking the purchases off the statistics (migration 0032); the row is gone again when the batch
 * commits. Idempotent: a second or late run finds only what has aged past the cutoff since.
 */
export async function retirePurchases({ db }: Pick<JobDeps, "db">, now: number): Promise<{ retired: number }> {
  const cutoff = iso(now - PURCHASE_RETENTION_MS);
  const oldest = sql`rowid IN (SELECT rowid FROM ${purchases} WHERE ${purchases.purchasedAt} < ${cutoff} ORDER BY ${purchases.purchasedAt} LIMIT ${PURCHASES_RETIRED_PER_BATCH})`;
  let retired = 0;
  for (let batch = 0; batch < RETIREMENT_BATCHES_PER_RUN; batch++) {
    const [, deleted] = await db.batch([
      db.insert(purchaseRetention).values({ id: 1 }).onConflictDoNothing(),
      db.delete(purchases).where(oldest).returning({ id: purchases.id }),
      db.delete(purchaseRetention),
    ]);
    retired += deleted.length;
    if (deleted.length < PURCHASES_RETIRED_PER_BATCH) break;
  }
  return { retired };
}
