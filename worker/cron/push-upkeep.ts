import { asc, eq, lte } from "drizzle-orm";
import type { PushPayload } from "@contract/schemas/push";
import { pushRetries, pushSent, pushSubscriptions } from "../db/schema";
import { eachLimited } from "../lib/each-limited";
import { iso } from "../lib/time";
import { deliverPush, PUSH_RETRY_FIRST_MS, PUSH_TTL_SECONDS, subscriptionColumns } from "../services/push/devices";
import type { JobDeps } from "./purge-shopping";

/** Retries one run makes at most; the rest wait for the next run. */
export const PUSH_RETRIES_PER_RUN = 500;
/** Attempts in all, the first included, before a push is given up. */
export const PUSH_ATTEMPTS = 5;
/** The sent-log outlives every window a notice can be due in (a day, or two hours before an event). */
export const PUSH_SENT_KEPT_MS = 2 * 24 * 60 * 60 * 1000;
const RETRY_CONCURRENCY = 6;

/**
 * Sends again the pushes a push service could not take (429, 5xx, no answer), never inside a
 * user's request: each waits five minutes, then twice as long each time (or longer when the push
 * service's Retry-After asks), until it is taken, the subscription is gone, it has had
 * PUSH_ATTEMPTS tries, or it is older than the day a push service would have kept it.
 */
export async function retryPushes(deps: Pick<JobDeps, "db" | "push">, now: number): Promise<{ sent: number; dropped: number }> {
  const push = deps.push;
  if (!push) return { sent: 0, dropped: 0 };
  const due = await deps.db
    .select({
      id: pushRetries.id,
      payload: pushRetries.payload,
      attempts: pushRetries.attempts,
      createdAt: pushRetries.createdAt,
      subscription: subscriptionColumns,
    })
    .from(pushRetries)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushRetries.subscriptionId))
    .where(lte(pushRetries.nextAttemptAt, iso(now)))
    .orderBy(asc(pushRetries.nextAttemptAt))
    .limit(PUSH_RETRIES_PER_RUN);
  let [sent, dropped] = [0, 0];
  await eachLimited(due, RETRY_CONCURRENCY, async (retry) => {
    const forget = () => deps.db.delete(pushRetries).where(eq(pushRetries.id, retry.id));
    if (Date.parse(retry.createdAt) + PUSH_TTL_SECONDS * 1000 <= now) {
      dropped += 1;
      return forget();
    }
    const outcome = await deliverPush(push, retry.subscription, JSON.parse(retry.payload) as PushPayload);
    if (outcome.result === "sent") sent += 1;
    if (outcome.result !== "retry" || retry.attempts + 1 >= PUSH_ATTEMPTS) {
      if (outcome.result === "retry") dropped += 1;
      return forget();
    }
    const wait = Math.max(PUSH_RETRY_FIRST_MS * 2 ** retry.attempts, outcome.retryAfterMs ?? 0);
    await deps.db
      .update(pushRetries)
      .set({ attempts: retry.attempts + 1, nextAttemptAt: iso(now + wait) })
      .where(eq(pushRetries.id, retry.id));
  });
  return { sent, dropped };
}

/** Forgets the timed pushes sent more than two days ago: no run can find them due again. */
export async function forgetSentPushes(deps: Pick<JobDeps, "db">, now: number): Promise<{ forgotten: number }> {
  const forgotten = await deps.db
    .delete(pushSent)
    .where(lte(pushSent.sentAt, iso(now - PUSH_SENT_KEPT_MS)))
    .returning({ kind: pushSent.kind });
  return { forgotten: forgotten.length };
}
