import * as v from "valibot";
import { LIVE_MESSAGE_TYPES } from "@contract/realtime";
import { PUSH_KINDS } from "@contract/schemas/push";

/**
 * The fan-out queue's messages (docs/architecture.md "Fan-out"). Each one's work is bounded, so no
 * consumer invocation grows with the number of families: a `notify` tells at most
 * FAMILIES_PER_MESSAGE rooms, a `push` sends at most PUSHES_PER_MESSAGE pushes, and a page message
 * reads one page and enqueues the chunks it found and the next page. `v` is the format's version: a
 * consumer meeting a version it does not know drops the message (logged) rather than guess.
 */
export const FANOUT_VERSION = 1;
/** Rooms one `notify` message tells. */
export const FAMILIES_PER_MESSAGE = 50;
/** Pushes (devices) one `push` message sends. */
export const PUSHES_PER_MESSAGE = 50;
/** Outside calendars one `refresh-calendars` message fetches (one after another: each may take SUBSCRIPTION_FETCH_TIMEOUT_MS). */
export const CALENDARS_PER_MESSAGE = 5;
/** Families or subscriptions one page message reads. */
export const ROWS_PER_PAGE = 1000;

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const liveType = v.picklist(LIVE_MESSAGE_TYPES);
const text = v.pipe(v.string(), v.maxLength(1000));
const payload = v.object({ title: text, body: text, url: text, tag: text });
/** An instant in ms: the page readers and timed pushes work as of the moment the fan-out began. */
const instant = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Tell these families' rooms that `type` changed. */
const notifyMessage = v.object({
  v: v.literal(FANOUT_VERSION),
  kind: v.literal("notify"),
  type: liveType,
  familyIds: v.pipe(v.array(id), v.minLength(1), v.maxLength(FAMILIES_PER_MESSAGE)),
});

/** Every family with someone signed in at `asOf`, one page after the cursor `after` (family ids ascending). */
const broadcastPageMessage = v.object({
  v: v.literal(FANOUT_VERSION),
  kind: v.literal("broadcast-page"),
  type: liveType,
  asOf: instant,
  after: v.pipe(v.string(), v.maxLength(64)),
});

/** Deliver these pushes: each payload to its devices (by subscription id; at most PUSHES_PER_MESSAGE in all). */
const pushMessage = v.object({
  v: v.literal(FANOUT_VERSION),
  kind: v.literal("push"),
  sends: v.pipe(
    v.array(v.object({ payload, subscriptionIds: v.pipe(v.array(id), v.minLength(1)) })),
    v.minLength(1),
    v.check((sends) => sends.reduce((sum, send) => sum + send.subscriptionIds.length, 0) <= PUSHES_PER_MESSAGE, "too many pushes"),
  ),
});

/** One payload to every device whose user takes `pushKind`, one page of subscriptions after `after`. */
const pushEveryonePageMessage = v.object({
  v: v.literal(FANOUT_VERSION),
  kind: v.literal("push-everyone-page"),
  pushKind: v.picklist(PUSH_KINDS),
  payload,
  after: v.pipe(v.string(), v.maxLength(64)),
});

/** The timed pushes due at `now`: one page of families with a device after `after` (worker/cron/timed-pushes.ts). */
const timedPageMessage = v.object({
  v: v.literal(FANOUT_VERSION),
  kind: v.literal("timed-page"),
  now: instant,
  after: v.pipe(v.string(), v.maxLength(64)),
});

/** Fetch these outside calendars now (docs/features/outside-calendars.md). */
const refreshCalendarsMessage = v.object({
  v: v.literal(FANOUT_VERSION),
  kind: v.literal("refresh-calendars"),
  subscriptionIds: v.pipe(v.array(id), v.minLength(1), v.maxLength(CALENDARS_PER_MESSAGE)),
});

export const fanoutMessage = v.variant("kind", [
  notifyMessage,
  broadcastPageMessage,
  pushMessage,
  pushEveryonePageMessage,
  timedPageMessage,
  refreshCalendarsMessage,
]);
export type FanoutMessage = v.InferOutput<typeof fanoutMessage>;
export type PushSend = Extract<FanoutMessage, { kind: "push" }>["sends"][number];
