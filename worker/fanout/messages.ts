import * as v from "valibot";
import { LIVE_MESSAGE_TYPES } from "@contract/realtime";
import { PUSH_KINDS } from "@contract/schemas/push";

/**
 * The fan-out queue's messages (docs/architecture.md "Fan-out"). Each one's work is bounded, so no
 * consumer invocation grows with the number of families: a `notify` tells at most
 * FAMILIES_PER_MESSAGE rooms, a `push` sends at most PUSHES_PER_MESSAGE pushes, and a page message
 * reads one page and enqueues the chunks it found and the next page. `v` is the format's version: a
 * consumer meeting a version it does not know drops the message (logged) rather than guess.
 * Every message that reads or writes D1 names its database (`db`, docs/features/several-databases.md
 * "Crons and fan-out"): its rows live in that one, and no message reads two.
 */
export const FANOUT_VERSION = 2;
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
/**
 * A database's binding name as worker/db/databases.ts names them: the directory `DB`, a family
 * database `DB_00`… (not imported from there: that module reads env.ts, which reads this one).
 * Whether this deployment declares it, the consumer checks.
 */
const database = v.custom<"DB" | `DB_${string}`>((name) => typeof name === "string" && /^DB(_\d{2})?$/.test(name), "not a database name");

/** Tell these families' rooms that `type` changed. */
const notifyMessage = v.object({
  v: v.literal(FANOUT_VERSION),
  kind: v.literal("notify"),
  type: liveType,
  familyIds: v.pipe(v.array(id), v.minLength(1), v.maxLength(FAMILIES_PER_MESSAGE)),
});

/** Every family of database `db` with someone signed in at `asOf`, one page after the cursor `after` (family ids ascending). */
const broadcastPageMessage = v.object({
  v: v.literal(FANOUT_VERSION),
  kind: v.literal("broadcast-page"),
  db: database,
  type: liveType,
  asOf: instant,
  after: v.pipe(v.string(), v.maxLength(64)),
});

/** Deliver these pushes: each payload to its devices (by subscription id; at most PUSHES_PER_MESSAGE in all). */
const pushMessage = v.object({
  v: v.literal(FANOUT_VERSION),
  kind: v.literal("push"),
  db: database,
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
  db: database,
  pushKind: v.picklist(PUSH_KINDS),
  payload,
  after: v.pipe(v.string(), v.maxLength(64)),
});

/** The timed pushes due at `now`: one page of families with a device after `after` (worker/cron/timed-pushes.ts). */
const timedPageMessage = v.object({
  v: v.literal(FANOUT_VERSION),
  kind: v.literal("timed-page"),
  db: database,
  now: instant,
  after: v.pipe(v.string(), v.maxLength(64)),
});

/** Run cron trigger `cron`'s jobs (worker/cron/index.ts), as of its scheduled time `at`, on database `db`. */
const cronMessage = v.object({
  v: v.literal(FANOUT_VERSION),
  kind: v.literal("cron"),
  db: database,
  cron: v.pipe(v.string(), v.maxLength(100)),
  at: instant,
});

/** Fetch these outside calendars now (docs/features/outside-calendars.md). */
const refreshCalendarsMessage = v.object({
  v: v.literal(FANOUT_VERSION),
  kind: v.literal("refresh-calendars"),
  db: database,
  subscriptionIds: v.pipe(v.array(id), v.minLength(1), v.maxLength(CALENDARS_PER_MESSAGE)),
});

/**
 * Bring home `to`'s copy of a link up to home `from`'s (worker/services/two-homes/sync.ts): queued
 * when a write's own sync found the other database unanswering. It names families, not databases:
 * the directory says where each home is when it runs (a family may move meanwhile).
 */
const homeLinkSyncMessage = v.object({ v: v.literal(FANOUT_VERSION), kind: v.literal("home-link-sync"), linkId: id, from: id, to: id });

export const fanoutMessage = v.variant("kind", [
  homeLinkSyncMessage,
  notifyMessage,
  broadcastPageMessage,
  pushMessage,
  pushEveryonePageMessage,
  timedPageMessage,
  refreshCalendarsMessage,
  cronMessage,
]);
export type FanoutMessage = v.InferOutput<typeof fanoutMessage>;
export type PushSend = Extract<FanoutMessage, { kind: "push" }>["sends"][number];
