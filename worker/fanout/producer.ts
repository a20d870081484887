import type { LiveMessageType } from "@contract/realtime";
import type { PushKind, PushPayload } from "@contract/schemas/push";
import { type DatabaseName, everyDatabase } from "../db/databases";
import type { Bindings } from "../env";
import { chunks } from "../lib/chunks";
import { CALENDARS_PER_MESSAGE, FAMILIES_PER_MESSAGE, FANOUT_VERSION, type FanoutMessage, PUSHES_PER_MESSAGE, type PushSend } from "./messages";

/** Where fan-out work is handed over: the FANOUT queue in the Worker (`queueFanout`). */
export interface Fanout {
  send(messages: readonly FanoutMessage[]): Promise<void>;
}

/** Cloudflare's limits for one `sendBatch` call: 100 messages and 256 KB (kept under, with room for the envelope). */
const SEND_BATCH_MESSAGES = 100;
const SEND_BATCH_BYTES = 200_000;

/** Sends the messages in as few `sendBatch` calls as the queue's limits allow. */
export function queueFanout(queue: Queue<FanoutMessage>): Fanout {
  return {
    async send(messages) {
      let batch: MessageSendRequest<FanoutMessage>[] = [];
      let bytes = 0;
      for (const body of messages) {
        const size = JSON.stringify(body).length;
        if (batch.length === SEND_BATCH_MESSAGES || (batch.length > 0 && bytes + size > SEND_BATCH_BYTES)) {
          await queue.sendBatch(batch);
          [batch, bytes] = [[], 0];
        }
        batch.push({ body });
        bytes += size;
      }
      if (batch.length > 0) await queue.sendBatch(batch);
    },
  };
}

/** `notify` messages telling these families that `type` changed, FAMILIES_PER_MESSAGE a message. */
export function notifyMessages(type: LiveMessageType, familyIds: readonly string[]): FanoutMessage[] {
  return chunks(familyIds, FAMILIES_PER_MESSAGE).map((chunk) => ({ v: FANOUT_VERSION, kind: "notify", type, familyIds: chunk }));
}

/** `push` messages carrying these sends to devices of database `db`, PUSHES_PER_MESSAGE devices a message (a send to many devices is split). */
export function pushMessages(db: DatabaseName, sends: readonly PushSend[]): FanoutMessage[] {
  const messages: FanoutMessage[] = [];
  let current: PushSend[] = [];
  let room = PUSHES_PER_MESSAGE;
  for (const { payload, subscriptionIds } of sends) {
    for (let start = 0; start < subscriptionIds.length; ) {
      const part = subscriptionIds.slice(start, start + room);
      current.push({ payload, subscriptionIds: part });
      start += part.length;
      room -= part.length;
      if (room === 0) {
        messages.push({ v: FANOUT_VERSION, kind: "push", db, sends: current });
        [current, room] = [[], PUSHES_PER_MESSAGE];
      }
    }
  }
  if (current.length > 0) messages.push({ v: FANOUT_VERSION, kind: "push", db, sends: current });
  return messages;
}

/** The names of every database this deployment declares, the directory first: what a walk over all families starts a message on each of. */
export const everyDatabaseName = (env: Bindings): DatabaseName[] => everyDatabase(env).map(({ name }) => name);

/** The first pages of a broadcast to every family with someone signed in now: one per database, each walking its own families. */
export const broadcastMessages = (type: LiveMessageType, asOf: number, databases: readonly DatabaseName[]): FanoutMessage[] =>
  databases.map((db) => ({ v: FANOUT_VERSION, kind: "broadcast-page", db, type, asOf, after: "" }));

/** The first pages of a push to every device whose user takes `pushKind`: one per database. */
export const pushEveryoneMessages = (pushKind: PushKind, payload: PushPayload, databases: readonly DatabaseName[]): FanoutMessage[] =>
  databases.map((db) => ({ v: FANOUT_VERSION, kind: "push-everyone-page", db, pushKind, payload, after: "" }));

/** The first page of the timed pushes due at `now` among database `db`'s families. */
export const timedPushesMessage = (db: DatabaseName, now: number): FanoutMessage => ({ v: FANOUT_VERSION, kind: "timed-page", db, now, after: "" });

/** `refresh-calendars` messages fetching these subscriptions of database `db`, CALENDARS_PER_MESSAGE a message. */
export function refreshMessages(db: DatabaseName, subscriptionIds: readonly string[]): FanoutMessage[] {
  return chunks(subscriptionIds, CALENDARS_PER_MESSAGE).map((chunk) => ({ v: FANOUT_VERSION, kind: "refresh-calendars", db, subscriptionIds: chunk }));
}

/** A cron trigger's work: one message per database, each running the trigger's jobs on that database alone. */
export const cronMessages = (cron: string, at: number, databases: readonly DatabaseName[]): FanoutMessage[] =>
  databases.map((db) => ({ v: FANOUT_VERSION, kind: "cron", db, cron, at }));
