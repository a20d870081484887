import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { events, families } from "../db/schema";
import { storedEventEnds } from "../lib/stored-event-ends";
import { markFinished } from "./finished-jobs";
import type { JobDeps } from "./purge-shopping";

/** Rows a run fills: one D1 batch of updates, well inside a cron invocation's limits. */
export const EVENT_ENDS_PER_RUN = 500;

/** The latest a bounded recurrence's last occurrence can end: its `recurrence_ends` plus the event's length. */
function latestEnd({ startTime, endTime, recurrenceEnds }: { startTime: string; endTime: string; recurrenceEnds: string | null }): string {
  const latest = Date.parse(recurrenceEnds ?? "") + (Date.parse(endTime) - Date.parse(startTime));
  return Number.isNaN(latest) ? (recurrenceEnds ?? endTime) : new Date(latest).toISOString();
}

/** Its mark in `finished_jobs` (cron/finished-jobs.ts). */
export const FILL_EVENT_ENDS = "fill-event-ends";

/**
 * Fills `events.ends_at` for recurring events with an end that were stored before the column
 * existed (migration 0028: SQL could not compute their last occurrence on the family's clock).
 * Until filled they are read with the open events and never paged as finished
 * (docs/features/calendar.md). New writes store the end themselves, so after the backlog the
 * partial index `events_ends_unknown` is empty and a run reads nothing. A row whose end cannot be
 * computed (a zone this runtime does not know) gets the latest its last occurrence can end:
 * `recurrence_ends` plus the event's length, so no row is picked up again and again.
 *
 * New writes never leave such a row, so the run that finds fewer rows than a page marks the job
 * finished in its batch, and the trigger stops running it; a restore, whose rows may need it,
 * forgets the mark (backup/statements.ts forgetFinishedJobs).
 */
export async function fillEventEnds({ db }: Pick<JobDeps, "db">, now = Date.now(), perRun = EVENT_ENDS_PER_RUN): Promise<{ filled: number }> {
  const rows = await db
    .select({
      id: events.id,
      startTime: events.startTime,
      endTime: events.endTime,
      recurrence: events.recurrence,
      recurrenceEnds: events.recurrenceEnds,
      daysOfWeek: events.daysOfWeek,
      recurrenceRule: events.recurrenceRule,
      timeZone: families.timeZone,
    })
    .from(events)
    .innerJoin(families, eq(families.id, events.familyId))
    .where(and(isNull(events.endsAt), isNotNull(events.recurrenceEnds)))
    .limit(perRun);
  const finished = rows.length < perRun;
  const updates = rows.map((row) =>
    db
      .update(events)
      .set({ endsAt: storedEventEnds(row, row.timeZone) ?? latestEnd(row) })
      .where(and(eq(events.id, row.id), isNull(events.endsAt))),
  );
  if (finished) await db.batch([markFinished(db, FILL_EVENT_ENDS, now), ...updates]);
  else if (updates.length > 0) await db.batch(updates as [(typeof updates)[number], ...typeof updates]);
  return { filled: rows.length };
}
