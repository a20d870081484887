import { sql } from "drizzle-orm";
import { DAV_CHANGES_KEEP_MS } from "@contract/caldav-limits";
import { rawStatement } from "../lib/batch";
import { iso } from "../lib/time";
import type { JobDeps } from "./purge-shopping";

/** At most this many changes go per run, so a backlog is worked off over a few runs in bounded statements. */
export const DAV_PRUNE_CHUNK = 5000;

/**
 * Prunes the CalDAV change log (docs/features/caldav.md "Sync tokens"): changes older than
 * DAV_CHANGES_KEEP_MS go, and each family's floor rises to the newest change of theirs that went,
 * in one batch, so a sync token from before it answers 403 valid-sync-token and the phone syncs
 * afresh. `upTo` is the same newest pruned change (the log's global order) in both statements (one
 * transaction); the floor is that family's own number of its newest pruned change. Each family's count of its log
 * (dav_log_sizes) goes down by as many. The per-family cap (DAV_CHANGES_PER_FAMILY) needs no pass here: the
 * log's insert trigger holds it (migration 0052). Idempotent.
 */
export async function pruneDavChanges(deps: Pick<JobDeps, "db">, now: number) {
  const { db } = deps;
  const upTo = sql`(SELECT max(seq) FROM (SELECT seq FROM dav_changes WHERE changed_at < ${iso(now - DAV_CHANGES_KEEP_MS)} ORDER BY changed_at LIMIT ${DAV_PRUNE_CHUNK}))`;
  await db.$client.batch([
    rawStatement(
      db,
      sql`INSERT INTO dav_sync_floors (family_id, seq)
          SELECT family_id, max(family_seq) FROM dav_changes WHERE seq <= ${upTo} GROUP BY family_id
          ON CONFLICT (family_id) DO UPDATE SET seq = max(seq, excluded.seq)`,
    ),
    // Each family's count of its log (the cap's, migration 0051) loses what goes.
    rawStatement(
      db,
      sql`UPDATE dav_log_sizes SET row_count = row_count - (SELECT count(*) FROM dav_changes WHERE family_id = dav_log_sizes.family_id AND seq <= ${upTo})
          WHERE family_id IN (SELECT family_id FROM dav_changes WHERE seq <= ${upTo})`,
    ),
    rawStatement(db, sql`DELETE FROM dav_changes WHERE seq <= ${upTo}`),
  ]);
}
