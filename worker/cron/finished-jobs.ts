import { finishedJobs } from "../db/schema";
import type { Db } from "../env";
import { iso } from "../lib/time";

/**
 * A one-time job's mark in `finished_jobs`: once written, the dispatcher (cron/index.ts) no longer
 * runs the job. A batch statement, so the job writes it with its last work, in one transaction.
 */
export const markFinished = (db: Db, name: string, now: number) =>
  db
    .insert(finishedJobs)
    .values({ name, finishedAt: iso(now) })
    .onConflictDoNothing();

/** The names of the one-time jobs that have finished here. */
export async function finishedJobNames(db: Db): Promise<Set<string>> {
  return new Set((await db.select({ name: finishedJobs.name }).from(finishedJobs)).map((row) => row.name));
}
