import type { Bindings } from "../env";
import { notifyFamily } from "../durable/stubs";
import { createDb } from "../middleware/db";
import { expireTokens } from "./expire-tokens";
import { purgeTickedItems, type JobDeps } from "./purge-shopping";

type Job = (deps: JobDeps, now: number) => Promise<unknown>;

/** The jobs of each cron trigger in wrangler.toml. Later jobs (meal completion) join the list. */
export const jobsByCron: Record<string, Job[]> = {
  "*/5 * * * *": [purgeTickedItems, expireTokens],
};

export async function runJobs(env: Bindings, cron: string, now: number): Promise<void> {
  const deps: JobDeps = { db: createDb(env), notify: (familyId, type) => notifyFamily(env, familyId, type) };
  for (const job of jobsByCron[cron] ?? []) await job(deps, now);
}

export async function scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
  ctx.waitUntil(runJobs(env, controller.cron, controller.scheduledTime));
}
