import type { LiveMessageType } from "@contract/realtime";
import type { Fanout } from "../fanout/producer";
import type { Mailer } from "./mailer";
import type { DatabaseName } from "../db/databases";
import type { Db } from "../env";
import type { VapidKeys } from "../lib/web-push/vapid";

/**
 * What a write sets off besides its answer, as data (docs/architecture.md "A write returns its
 * effects"): a service returns them with its answer, and whatever way in called it (a JSON route,
 * later CalDAV) hands them to the one runner, worker/http/run-effects.ts, which runs them after the
 * answer. So every way in to a write sets off the same effects, and none is forgotten or doubled.
 */
export type Effect =
  /** The family's open phones are told what changed (nothing for a user without a family). */
  | { kind: "tell"; familyId: string | null; types: readonly LiveMessageType[] }
  /** Every family with someone signed in is told the administrators' messages changed, through the fan-out queue. */
  | { kind: "tell-everyone" }
  /** A push the change causes; skipped where the deployment has no push keys. */
  | { kind: "push"; what: string; send: (deps: PushSending) => Promise<unknown> }
  /** A mail the change causes, sent after the answer. */
  | { kind: "mail"; what: string; send: (mailer: Mailer) => Promise<unknown> }
  /** A user's open sockets are closed (sign-out, a new password, deletion); `userId` is the sockets' tag, a revoked kitchen screen's too (auth/live-tickets.ts `screenSocketTag`). */
  | { kind: "close-sockets"; familyId: string | null; userId: string }
  /** Outside calendars to fetch now, through the fan-out queue (docs/features/outside-calendars.md). */
  | { kind: "refresh-calendars"; subscriptionIds: readonly string[] }
  /**
   * What the family shares through these links changed (its shared events, a linked child's card):
   * each other home's copy is synced and told, `home_links_updated` unless `tells` says otherwise (docs/features/two-homes.md).
   */
  | { kind: "sync-other-homes"; familyId: string; linkIds: readonly string[]; tells?: readonly LiveMessageType[] }
  /** A deleted family's photos' bytes in R2 (docs/features/photos.md): their rows went with the family; nothing is deleted while the family still exists. */
  | { kind: "delete-photos"; familyId: string };

/** What sending a push needs (services/push/devices.ts `PushDeps`, with the fan-out queue for pushes to many). */
export interface PushSending {
  db: Db;
  vapid: VapidKeys;
  fanout: Fanout;
  /** Every database, for a push to everyone: the queue walks each one's devices apart. */
  databases: readonly DatabaseName[];
}

/** A service's whole answer to a write: the status and body to answer, and what it sets off. */
/** What a write answers when it succeeds: 204 with no body, else its body. */
export type SuccessStatus = 200 | 201 | 204;

export interface Outcome<B = unknown> {
  status: SuccessStatus;
  /** Nothing with 204. */
  body: B;
  effects: readonly Effect[];
}

/** `outcome(201, item, tell(familyId, "shopping_list_updated"))`; a `false` effect (a condition not met) is left out. */
export function outcome<B>(status: SuccessStatus, body: B, ...effects: (Effect | false | null | undefined)[]): Outcome<B> {
  return { status, body, effects: effects.filter((effect): effect is Effect => Boolean(effect)) };
}

export const tell = (familyId: string | null, ...types: LiveMessageType[]): Effect => ({ kind: "tell", familyId, types });

/**
 * A create the phone may replay with its own id (docs/features/offline.md "No duplicates"): the
 * stored row with 200 and no notice when the id was already used, else 201 and the notice.
 */
export const createdOrReplayed = <B>(row: B, created: boolean, familyId: string | null, ...types: LiveMessageType[]): Outcome<B> =>
  created ? outcome(201, row, tell(familyId, ...types)) : outcome(200, row);
