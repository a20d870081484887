import type { DatabaseName } from "../db/databases";
import type { Bindings, Db } from "../env";
import { cronMessages, everyDatabaseName, type Fanout, queueFanout } from "../fanout/producer";
import { errorText } from "../lib/error-text";
import type { VapidKeys } from "../lib/web-push/vapid";
import { completePassedMeals } from "./complete-meals";
import { endHelperLinks } from "./end-helper-links";
import { expireTokens } from "./expire-tokens";
import { FILL_EVENT_ENDS, fillEventEnds } from "./fill-event-ends";
import { finishedJobNames } from "./finished-jobs";
import { pruneDavChanges } from "./prune-dav-changes";
import { purgeTickedItems, type JobDeps } from "./purge-shopping";
import { forgetSentPushes, retryPushes } from "./push-upkeep";
import { queueDueCalendars } from "./refresh-calendars";
import { retireHistory } from "./retire-history";
import { retirePurchases } from "./retire-purchases";
import { sendTimedPushes } from "./timed-pushes";

export type Job = (deps: JobDeps, now: number) => Promise<unknown>;

/**
 * What each cron trigger runs: a new job joins its schedule's list, a new schedule gets a row. The
 * keys are exactly wrangler.toml's `[triggers] crons` (test/worker/cron.test.ts holds them equal).
 */
export const jobsByCron: Record<string, Job[]> = {
  "*/5 * * * *": [
    purgeTickedItems,
    completePassedMeals,
    expireTokens,
    endHelperLinks,
    sendTimedPushes,
    retryPushes,
    forgetSentPushes,
    fillEventEnds,
    retirePurchases,
    retireHistory,
    pruneDavChanges,
    queueDueCalendars,
  ],
};

/**
 * Jobs with an end, by their mark in `finished_jobs`: once a job has written it (when its work is
 * done), the trigger skips it. Each database keeps its own marks (the job finishes on each apart);
 * a restored database has none, so each runs once more there.
 */
const ONE_TIME_JOBS = new Map<Job, string>([[fillEventEnds, FILL_EVENT_ENDS]]);

/**
 * The jobs a trigger runs now: its list without the one-time jobs that have finished. Reads the
 * marks only when the list has such a job; if the read fails, every job runs (they are idempotent).
 */
export async function jobsToRun(db: Db, cron: string): Promise<Job[]> {
  const jobs = jobsByCron[cron] ?? [];
  if (!jobs.some((job) => ONE_TIME_JOBS.has(job))) return jobs;
  const finished = await finishedJobNames(db).catch(() => new Set<string>());
  return jobs.filter((job) => !finished.has(ONE_TIME_JOBS.get(job) ?? ""));
}

/** The jobs' dependencies on one database: `push` only where the deployment has push keys. */
export const jobDeps = (db: Db, dbName: DatabaseName, fanout: Fanout, vapid?: VapidKeys | null): JobDeps => ({
  db,
  dbName,
  fanout,
  ...(vapid ? { push: { db, vapid } } : {}),
});

/** Runs a trigger's jobs on one database (a `cron` fan-out message, worker/fanout/consumer.ts). */
export async function runJobs(deps: JobDeps, cron: string, now: number): Promise<void> {
  for (const job of await jobsToRun(deps.db, cron)) {
    // One failing job must not keep the others from running; each is retried at the next trigger.
    await job(deps, now).catch((error: unknown) => console.error(`cron job ${job.name} on ${deps.dbName} failed: ${errorText(error)}`));
  }
}

/**
 * A trigger runs no job itself: it queues one `cron` message per database (the directory first,
 * then each family database), and the consumer runs the trigger's jobs on that database alone, so
 * the work of a run is split by database and never grows in one message with their number.
 */
export async function scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
  if (!jobsByCron[controller.cron]?.length) return;
  const queued = queueFanout(env.FANOUT).send(cronMessages(controller.cron, controller.scheduledTime, everyDatabaseName(env)));
  ctx.waitUntil(queued.catch((error: unknown) => console.error(`cron ${controller.cron}: queueing its databases' runs failed: ${errorText(error)}`)));
}
