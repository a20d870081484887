import { and, asc, desc, eq, exists, gt, inArray, isNull, ne, notInArray, or, sql } from "drizzle-orm";
import { pushMessages } from "@contract/messages";
import type { PushKind, PushPayload, PushSubscriptionBody } from "@contract/schemas/push";
import { pushPreferences, pushRetries, pushSubscriptions } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { HttpError } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import { encryptPushMessage } from "@worker/lib/web-push/encrypt";
import { vapidAuthorization, type VapidKeys } from "@worker/lib/web-push/vapid";
import { type Outcome, outcome } from "@worker/services/effects";
import { notePushSubject } from "./subject";

/** How long a push service keeps an undelivered message for an offline phone: a day (and how long a retry is tried). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** Whether a subscription's `p256dh` is a real P-256 point (its shape the schema checked). */
export async function isP256Point(p256dh: Uint8Array): Promise<boolean> {
  try {
    await crypto.subtle.importKey("raw", p256dh, { name: "ECDH", namedCurve: "P-256" }, false, []);
    return true;
  } catch {
    return false;
  }
}

/** Devices one user may have subscribed; a new one beyond them replaces the least recently registered. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Stores the device's subscription for the caller's session: `created` when the endpoint is new to
 * this user, `renewed` when they had it (keys and session renewed), `taken` when it is another
 * user's and the request does not hold its keys (nothing changes). An endpoint is one device: the
 * browser there answers with the same keys whoever signs in, so proving them moves it to the
 * caller, while an endpoint someone only learned cannot be taken over with keys of their own.
 * "Used" is registered or refreshed (`updated_at`): the app posts its subscription at every start,
 * so a device not opened for longest is the one a new device replaces past
 * PUSH_SUBSCRIPTIONS_PER_USER. One batch: the cap holds however many register at once.
 */
export async function saveSubscription(
  db: Db,
  caller: { userId: string; sessionId: string },
  body: PushSubscriptionBody,
  now = Date.now(),
): Promise<Outcome<undefined>> {
  const expiresAt = body.expirationTime ? iso(body.expirationTime) : null;
  const values = { userId: caller.userId, sessionId: caller.sessionId, p256dh: body.keys.p256dh, auth: body.keys.auth, expiresAt, updatedAt: iso(now) };
  const callers = eq(pushSubscriptions.userId, caller.userId);
  const mine = and(eq(pushSubscriptions.endpoint, body.endpoint), callers);
  const sameKeys = and(eq(pushSubscriptions.p256dh, body.keys.p256dh), eq(pushSubscriptions.auth, body.keys.auth));
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(callers, ne(pushSubscriptions.endpoint, body.endpoint)))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(PUSH_SUBSCRIPTIONS_PER_USER - 1);
  const [existing, saved] = await db.batch([
    db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(mine),
    db
      .insert(pushSubscriptions)
      .values({ id: newId(), endpoint: body.endpoint, createdAt: iso(now), ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values, setWhere: or(callers, sameKeys) })
      .returning({ id: pushSubscriptions.id }),
    // Only when the endpoint is now the caller's: a refused takeover must not cost them a device.
    db
      .delete(pushSubscriptions)
      .where(
        and(
          callers,
          ne(pushSubscriptions.endpoint, body.endpoint),
          exists(db.select({ one: sql`1` }).from(pushSubscriptions).where(mine)),
          notInArray(pushSubscriptions.id, newest),
        ),
      ),
  ]);
  if (saved.length === 0) throw new HttpError("conflict", pushMessages.endpointTaken);
  return outcome(existing.length === 0 ? 201 : 200, undefined);
}

/** Forgets the caller's subscription of that endpoint (none is fine: the device is unsubscribed either way). */
export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<Outcome<undefined>> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
  return outcome(204, undefined);
}

export type Subscription = Pick<typeof pushSubscriptions.$inferSelect, "id" | "endpoint" | "p256dh" | "auth">;

export const subscriptionColumns = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/** Whether the device's user takes this kind (with `pushPreferences` joined); the test push (`null`) goes always. */
const takesKind = (kind: PushKind | null) =>
  kind === null ? undefined : or(isNull(pushPreferences.mutedKinds), sql`instr(${pushPreferences.mutedKinds}, ${`"${kind}"`}) = 0`);

/** A user's devices; for a kind, none when the user turned that kind off (the test push has no kind). */
function subscriptionsOf(db: Db, userId: string, kind: PushKind | null): Promise<Subscription[]> {
  return db
    .select(subscriptionColumns)
    .from(pushSubscriptions)
    .leftJoin(pushPreferences, eq(pushPreferences.userId, pushSubscriptions.userId))
    .where(and(eq(pushSubscriptions.userId, userId), takesKind(kind)));
}

/** The devices of these ids that still exist (a queued push names its devices; one ended since is skipped). */
export function subscriptionsByIds(db: Db, ids: readonly string[]): Promise<Subscription[]> {
  return db
    .select(subscriptionColumns)
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.id, [...ids]));
}

/** One page, by id after the cursor, of the devices whose user takes this kind (a push to everyone walks these). */
export async function subscriptionIdsTaking(db: Db, kind: PushKind, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .leftJoin(pushPreferences, eq(pushPreferences.userId, pushSubscriptions.userId))
    .where(and(gt(pushSubscriptions.id, after), takesKind(kind)))
    .orderBy(asc(pushSubscriptions.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export interface PushDeps {
  db: Db;
  vapid: VapidKeys;
}

/** What became of one push: delivered; the subscription is gone (and deleted); or to be tried again (not before `retryAfterMs`). */
export type PushOutcome = { result: "sent" } | { result: "gone" } | { result: "retry"; retryAfterMs: number | null };

const retryAfterMs = (response: Response | null): number | null => {
  const seconds = Number(response?.headers.get("Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
};

/**
 * Sends one push (RFC 8030): the payload encrypted for the device (RFC 8291), signed for the
 * push service (RFC 8292). A 404 or 410 means the subscription has ended: it is deleted. A 429 or
 * 5xx (or no answer) is for a later attempt, which the caller schedules. A redirect is never
 * followed (it could point anywhere, past the push-service hosts a subscription was checked
 * against): RFC 8030 has no redirects, so an endpoint that answers one is no working push endpoint
 * and is deleted like a gone one; the app registers its device again at its next start. The
 * endpoint's path is a capability: it never goes into a log, only the push service's host.
 */
export async function deliverPush(deps: PushDeps, subscription: Subscription, payload: PushPayload): Promise<PushOutcome> {
  await notePushSubject(deps.db, deps.vapid.subject);
  const body = await encryptPushMessage(new TextEncoder().encode(JSON.stringify(payload)), subscription);
  const response = await fetch(subscription.endpoint, {
    method: "POST",
    headers: {
      Authorization: await vapidAuthorization(subscription.endpoint, deps.vapid),
      "Content-Encoding": "aes128gcm",
      "Content-Type": "application/octet-stream",
      TTL: String(PUSH_TTL_SECONDS),
      Urgency: "normal",
    },
    body,
    redirect: "manual",
  }).catch(() => null);
  if (response?.ok) return { result: "sent" };
  const redirected = response !== null && response.status >= 300 && response.status < 400;
  if (redirected) console.warn(`push to ${new URL(subscription.endpoint).host} answered a redirect (${response.status}), not followed: subscription deleted`);
  if (redirected || response?.status === 404 || response?.status === 410) {
    await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
    return { result: "gone" };
  }
  console.warn(`push to ${new URL(subscription.endpoint).host} answered ${response?.status ?? "nothing"}`);
  return { result: "retry", retryAfterMs: retryAfterMs(response) };
}

/** The first retry waits five minutes (one cron run), each next one twice as long. */
export const PUSH_RETRY_FIRST_MS = 5 * 60 * 1000;

/** Keeps a push a push service could not take now, for the cron's retry job (worker/cron/retry-pushes.ts). */
async function scheduleRetry(db: Db, subscriptionId: string, payload: PushPayload, retryAfterMs: number | null, now = Date.now()) {
  const wait = Math.max(PUSH_RETRY_FIRST_MS, retryAfterMs ?? 0);
  await db.insert(pushRetries).values({ id: newId(), subscriptionId, payload: JSON.stringify(payload), nextAttemptAt: iso(now + wait), createdAt: iso(now) });
}

/** Pushes to these devices; a push to try again goes to the retry table. Answers how many took it. */
export async function pushToSubscriptions(deps: PushDeps, subscriptions: readonly Subscription[], payload: PushPayload): Promise<number> {
  const outcomes = await Promise.all(
    subscriptions.map(async (subscription) => {
      const outcome = await deliverPush(deps, subscription, payload);
      if (outcome.result === "retry") await scheduleRetry(deps.db, subscription.id, payload, outcome.retryAfterMs);
      return outcome.result;
    }),
  );
  return outcomes.filter((result) => result === "sent").length;
}

/** Pushes to every device of a user that takes this kind (`null`: every device, for the test push). */
export async function pushToUser(deps: PushDeps, userId: string, payload: PushPayload, kind: PushKind | null): Promise<number> {
  return pushToSubscriptions(deps, await subscriptionsOf(deps.db, userId, kind), payload);
}
