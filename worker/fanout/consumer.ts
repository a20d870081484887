import * as v from "valibot";
import type { LiveMessageType } from "@contract/realtime";
import { jobDeps, runJobs } from "../cron/index";
import { claimTimedPage } from "../cron/timed-pushes";
import { databaseNamed } from "../db/databases";
import { tellRoom } from "../durable/stubs";
import type { Bindings, Db } from "../env";
import { eachLimited } from "../lib/each-limited";
import { errorText } from "../lib/error-text";
import { type VapidKeys, vapidFromEnv } from "../lib/web-push/vapid";
import { signedInFamiliesPage } from "../services/admin/messages";
import { type PushDeps, pushToSubscriptions, subscriptionIdsTaking, subscriptionsByIds } from "../services/push/devices";
import { type RefreshDeps, refreshSubscription } from "../services/outside-calendars/refresh";
import type { UrlPolicy } from "../lib/calendar-url";
import { type HomeLinkSync, syncLink } from "../services/two-homes/sync";
import { FANOUT_VERSION, type FanoutMessage, fanoutMessage, ROWS_PER_PAGE, type PushSend } from "./messages";
import { type Fanout, notifyMessages, pushMessages, queueFanout } from "./producer";

export interface ConsumerDeps {
  /** The database a message names; undefined for a name this deployment does not declare. */
  database: (name: string) => Db | undefined;
  /** Where a page message queues its chunks and the next page. */
  fanout: Fanout;
  /** Tells one family's room; throws when the room could not be reached. */
  tell: (familyId: string, type: LiveMessageType) => Promise<void>;
  /** Absent where the deployment has no push keys: push messages are then dropped. */
  vapid?: VapidKeys;
  /** What fetching outside calendars may reach (LOCAL_DEV's loopback exception, worker/lib/calendar-url.ts). */
  calendarPolicy: UrlPolicy;
  /** Brings one home's copy of a link up to the other's; the two homes may be in two databases. */
  syncHomeLink: (sync: HomeLinkSync) => Promise<void>;
}

export function consumerDeps(env: Bindings): ConsumerDeps {
  const vapid = vapidFromEnv(env);
  return {
    database: (name) => databaseNamed(env, name),
    fanout: queueFanout(env.FANOUT),
    tell: (familyId, type) => tellRoom(env, familyId, type),
    calendarPolicy: { allowLoopback: env.LOCAL_DEV === "true" },
    syncHomeLink: ({ linkId, from, to }) => syncLink(env, linkId, from, to),
    ...(vapid ? { vapid } : {}),
  };
}

/** Pushes one message sends at once: an invocation keeps at most six connections open anyway. */
const PUSH_CONCURRENCY = 6;

/** A failed message waits 5 s, then twice as long each time (at most 2 minutes), before the queue delivers it again. */
export const retryDelaySeconds = (attempts: number) => Math.min(120, 5 * 2 ** Math.max(0, attempts - 1));

/**
 * The queue consumer: each message of the batch is handled on its own, acknowledged when done and
 * retried (with a delay) when it failed; after max_retries the queue moves it to the dead-letter
 * queue. A message that is not of this version's format is dropped, never retried, and so is one
 * naming a database this deployment does not declare (no retry would find it).
 */
export async function consumeFanout(batch: MessageBatch<unknown>, deps: ConsumerDeps): Promise<void> {
  for (const message of batch.messages) {
    const parsed = v.safeParse(fanoutMessage, message.body);
    if (!parsed.success) {
      const where = [...new Set(parsed.issues.map((issue) => v.getDotPath(issue) ?? "message"))].join(", ");
      console.error(`fan-out message ${message.id} dropped: not a version ${FANOUT_VERSION} message (wrong at ${where.slice(0, 200)})`);
      message.ack();
      continue;
    }
    try {
      await handle(parsed.output, deps);
      message.ack();
    } catch (error) {
      console.warn(`fan-out ${parsed.output.kind} message ${message.id} failed (attempt ${message.attempts}), to be retried: ${errorText(error, 300)}`);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/** A message that reads the database, with that database opened: one message never reads another. */
type OnDatabase = Exclude<FanoutMessage, { kind: "notify" | "home-link-sync" }>;
interface Opened {
  db: Db;
  /** Absent where the deployment has no push keys. */
  push?: PushDeps;
}

async function handle(message: FanoutMessage, deps: ConsumerDeps): Promise<void> {
  if (message.kind === "notify") return tellFamilies(deps, message.type, message.familyIds);
  if (message.kind === "home-link-sync") return deps.syncHomeLink(message);
  const db = deps.database(message.db);
  if (!db) return console.error(`fan-out ${message.kind} message dropped: this deployment declares no database ${message.db}`);
  return handleOn(message, deps, { db, ...(deps.vapid ? { push: { db, vapid: deps.vapid } } : {}) });
}

async function handleOn(message: OnDatabase, deps: ConsumerDeps, { db, push }: Opened): Promise<void> {
  switch (message.kind) {
    case "broadcast-page": {
      const familyIds = await signedInFamiliesPage(db, message.asOf, message.after, ROWS_PER_PAGE);
      const next = familyIds.length === ROWS_PER_PAGE ? [{ ...message, after: familyIds.at(-1)! }] : [];
      return deps.fanout.send([...notifyMessages(message.type, familyIds), ...next]);
    }
    case "push":
      return deliverPushes(db, push, message.sends);
    case "push-everyone-page": {
      if (!push) return dropPushes(message.kind);
      const subscriptionIds = await subscriptionIdsTaking(db, message.pushKind, message.after, ROWS_PER_PAGE);
      const next = subscriptionIds.length === ROWS_PER_PAGE ? [{ ...message, after: subscriptionIds.at(-1)! }] : [];
      const sends = subscriptionIds.length > 0 ? [{ payload: message.payload, subscriptionIds }] : [];
      return deps.fanout.send([...pushMessages(message.db, sends), ...next]);
    }
    case "refresh-calendars":
      return refreshCalendars({ db, policy: deps.calendarPolicy, tell: deps.tell }, message.subscriptionIds);
    case "timed-page": {
      if (!push) return dropPushes(message.kind);
      const { sends, next } = await claimTimedPage(db, message.after, message.now);
      return deps.fanout.send([...pushMessages(message.db, sends), ...(next === null ? [] : [{ ...message, after: next }])]);
    }
    case "cron":
      return runJobs(jobDeps(db, message.db, deps.fanout, deps.vapid), message.cron, message.at);
  }
}

/** Every room of the chunk is told; when any failed, the message fails and is retried whole (a repeated notice only makes a phone refetch). */
async function tellFamilies(deps: ConsumerDeps, type: LiveMessageType, familyIds: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(familyIds.map((familyId) => deps.tell(familyId, type)));
  const failed = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
  if (failed.length > 0) throw new Error(`${failed.length} of ${familyIds.length} rooms not told: ${errorText(failed[0], 200)}`);
}

/**
 * The message's pushes. Only reading the devices can fail the message (nothing was sent yet, so a
 * retry sends nothing twice); once sending starts each device's outcome is final: delivered, gone
 * (deleted), or kept in push_retries for the retry job, as for a push sent from a request.
 */
async function deliverPushes(db: Db, push: PushDeps | undefined, sends: readonly PushSend[]): Promise<void> {
  if (!push) return dropPushes("push");
  const devices = new Map((await subscriptionsByIds(db, [...new Set(sends.flatMap((send) => send.subscriptionIds))])).map((row) => [row.id, row]));
  const pushes = sends.flatMap(({ payload, subscriptionIds }) => subscriptionIds.flatMap((id) => devices.get(id) ?? []).map((device) => ({ payload, device })));
  await eachLimited(pushes, PUSH_CONCURRENCY, ({ payload, device }) =>
    pushToSubscriptions(push, [device], payload).catch((error: unknown) =>
      console.error(`fan-out push "${payload.tag}" failed after sending began: ${errorText(error, 300)}`),
    ),
  );
}

/**
 * One calendar after another. A feed's failure is recorded on its subscription, never thrown; only
 * the database failing fails the message, and a retry fetches each calendar again, which is harmless.
 */
async function refreshCalendars(refresh: RefreshDeps, subscriptionIds: readonly string[]): Promise<void> {
  for (const id of subscriptionIds) await refreshSubscription(refresh, id);
}

function dropPushes(kind: string): void {
  console.warn(`fan-out ${kind} message dropped: this deployment has no push keys`);
}
