import type { Bindings, Db } from "../env";
import { queueFanout } from "../fanout/producer";
import { errorText } from "../lib/error-text";
import { createDb } from "../db/client";
import { completePassedMeals } from "./complete-meals";
import { expireTokens } from "./expire-tokens";
import { FILL_EVENT_ENDS, fillEventEnds } from "./fill-event-ends";
import { finishedJobNames } from "./finished-jobs";
import { vapidFromEnv } from "../lib/web-push/vapid";
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
 * done), the trigger skips it. A restored database has no marks, so each runs once more there.
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

async function runJobs(env: Bindings, cron: string, now: number): Promise<void> {
  const db = createDb(env);
  const vapid = vapidFromEnv(env);
  const deps: JobDeps = { db, fanout: queueFanout(env.FANOUT), ...(vapid ? { push: { db, vapid } } : {}) };
  for (const job of await jobsToRun(db, cron)) {
    // One failing job must not keep the others from running; each is retried at the next trigger.
    await job(deps, now).catch((error: unknown) => console.error(`cron job ${job.name} failed: ${errorText(error)}`));
  }
}

export async function scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(runJobs(env, controller.cron, controller.scheduledTime));
}
