import { sql } from "drizzle-orm";
import { HISTORY_KEEP_MONTHS } from "@contract/history-limits";
import { adminMessageReads, adminMessages, dinnerMeals, events, outbox, reminders } from "../db/schema";
import type { Db } from "../env";
import { iso } from "../lib/time";
import type { JobDeps } from "./purge-shopping";

/** Rows each table gives up per run at most: one short batch, and a backlog (the first run after deploying, a restored old file) drains over the following runs. */
export const HISTORY_ROWS_PER_RUN = 500;

/** The instant HISTORY_KEEP_MONTHS calendar months (UTC) before `now`: what ended before it goes. */
export function historyCutoff(now: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - HISTORY_KEEP_MONTHS);
  return iso(cutoff.getTime());
}

const doneAt = sql`(CASE WHEN ${reminders.completedAt} IS NULL THEN ${reminders.createdAt} ELSE ${reminders.completedAt} END)`;
const LIMIT = HISTORY_ROWS_PER_RUN;

/**
 * The history job's deletes, one per table, oldest first and at most HISTORY_ROWS_PER_RUN rows each,
 * each searched off an index across families (`dinner_meals_due`, `reminders_done_at`,
 * `events_ended`, `admin_messages_created`, `outbox_created`), so a run with nothing to do costs a
 * probe per table. Administrators' messages go in two steps: first their read marks, then a message
 * once none is left, so a message never shows as unread again on its way out. Exported for the
 * query-plan test.
 */
export function historyDeletes(db: Db, cutoff: string) {
  const oldMessages = sql`SELECT ${adminMessages.id} FROM ${adminMessages} WHERE ${adminMessages.createdAt} < ${cutoff}`;
  return [
    db
      .delete(dinnerMeals)
      .where(
        sql`rowid IN (SELECT rowid FROM ${dinnerMeals} WHERE ${dinnerMeals.completed} = 1 AND ${dinnerMeals.scheduledDate} < ${cutoff} ORDER BY ${dinnerMeals.scheduledDate} LIMIT ${LIMIT})`,
      )
      .returning({ id: dinnerMeals.id }),
    db
      .delete(reminders)
      .where(sql`rowid IN (SELECT rowid FROM ${reminders} WHERE ${reminders.completed} = 1 AND ${doneAt} < ${cutoff} ORDER BY ${doneAt} LIMIT ${LIMIT})`)
      .returning({ id: reminders.id }),
    db
      .delete(events)
      .where(sql`rowid IN (SELECT rowid FROM ${events} WHERE ${events.endsAt} < ${cutoff} ORDER BY ${events.endsAt} LIMIT ${LIMIT})`)
      .returning({ id: events.id }),
    db
      .delete(adminMessageReads)
      .where(sql`rowid IN (SELECT rowid FROM ${adminMessageReads} WHERE ${adminMessageReads.messageId} IN (${oldMessages}) LIMIT ${LIMIT})`)
      .returning({ id: adminMessageReads.messageId }),
    db
      .delete(adminMessages)
      .where(
        sql`rowid IN (SELECT rowid FROM ${adminMessages} WHERE ${adminMessages.createdAt} < ${cutoff} AND NOT EXISTS (SELECT 1 FROM ${adminMessageReads} WHERE ${adminMessageReads.messageId} = ${adminMessages.id}) ORDER BY ${adminMessages.createdAt} LIMIT ${LIMIT})`,
      )
      .returning({ id: adminMessages.id }),
    db
      .delete(outbox)
      .where(sql`rowid IN (SELECT rowid FROM ${outbox} WHERE ${outbox.createdAt} < ${cutoff} ORDER BY ${outbox.createdAt} LIMIT ${LIMIT})`)
      .returning({ id: outbox.id }),
  ] as const;
}

/**
 * Deletes the history past HISTORY_KEEP_MONTHS (docs/features/history-retention.md), a page of each
 * table in one batch (one transaction): finished meals whose day is past (their ingredients
 * cascade), done tasks by their completion, events over for good (`ends_at`; endless ones have none
 * and stay), administrators' messages with their read marks, and the outbox's mails. Each row's own
 * triggers keep its family's change counters, row caps and CalDAV log (a tombstone for each deleted
 * event, task and meal). Idempotent: a later run finds only what has aged past the cutoff since.
 */
export async function retireHistory({ db }: Pick<JobDeps, "db">, now: number) {
  const [meals, tasks, ended, reads, messages, mails] = await db.batch(historyDeletes(db, historyCutoff(now)));
  return { meals: meals.length, tasks: tasks.length, events: ended.length, reads: reads.length, messages: messages.length, mails: mails.length };
}
