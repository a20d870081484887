import type { Bindings } from "../env";
import { queueFanout } from "../fanout/producer";
import { errorText } from "../lib/error-text";
import { createDb } from "../db/client";
import { completePassedMeals } from "./complete-meals";
import { expireTokens } from "./expire-tokens";
import { fillEventEnds } from "./fill-event-ends";
import { vapidFromEnv } from "../lib/web-push/vapid";
import { purgeTickedItems, type JobDeps } from "./purge-shopping";
import { forgetSentPushes, retryPushes } from "./push-upkeep";
import { retirePurchases } from "./retire-purchases";
import { sendTimedPushes } from "./timed-pushes";

type Job = (deps: JobDeps, now: number) => Promise<unknown>;

/**
 * What each cron trigger runs: a new job joins its schedule's list, a new schedule gets a row. The
 * keys are exactly wrangler.toml's `[triggers] crons` (test/worker/cron.test.ts holds them equal).
 */
export const jobsByCron: Record<string, Job[]> = {
  "*/5 * * * *": [purgeTickedItems, completePassedMeals, expireTokens, sendTimedPushes, retryPushes, forgetSentPushes, fillEventEnds, retirePurchases],
};

async function runJobs(env: Bindings, cron: string, now: number): Promise<void> {
  const db = createDb(env);
  const vapid = vapidFromEnv(env);
  const deps: JobDeps = { db, fanout: queueFanout(env.FANOUT), ...(vapid ? { push: { db, vapid } } : {}) };
  for (const job of jobsByCron[cron] ?? []) {
    // One failing job must not keep the others from running; each is retried at the next trigger.
    await job(deps, now).catch((error: unknown) => console.error(`cron job ${job.name} failed: ${errorText(error)}`));
  }
}

export async function scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(runJobs(env, controller.cron, controller.scheduledTime));
}
