import { and, eq } from "drizzle-orm";
import type { PushPayload, PushSubscriptionBody } from "@contract/schemas/push";
import { pushSubscriptions } from "../db/schema";
import type { Db } from "../env";
import { newId } from "../lib/crypto";
import { iso } from "../lib/time";
import { encryptPushMessage } from "../lib/web-push/encrypt";
import { vapidAuthorization, type VapidKeys } from "../lib/web-push/vapid";

/** How long a push service keeps an undelivered message for an offline phone: a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** Whether a subscription's `p256dh` is a real P-256 point (its shape the schema checked). */
export async function isP256Point(p256dh: Uint8Array): Promise<boolean> {
  try {
    await crypto.subtle.importKey("raw", p256dh, { name: "ECDH", namedCurve: "P-256" }, false, []);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores the device's subscription for the caller's session; `created` is false when this user
 * had the endpoint already (its keys and session are renewed). An endpoint is one device: one
 * another user registered there before moves to the caller, who is signed in on it now.
 */
export async function saveSubscription(db: Db, caller: { userId: string; sessionId: string }, body: PushSubscriptionBody, now = Date.now()) {
  const expiresAt = body.expirationTime ? iso(body.expirationTime) : null;
  const values = { userId: caller.userId, sessionId: caller.sessionId, p256dh: body.keys.p256dh, auth: body.keys.auth, expiresAt, updatedAt: iso(now) };
  const [existing] = await db.batch([
    db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, body.endpoint), eq(pushSubscriptions.userId, caller.userId))),
    db
      .insert(pushSubscriptions)
      .values({ id: newId(), endpoint: body.endpoint, createdAt: iso(now), ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values }),
  ]);
  return { created: existing.length === 0 };
}

/** Forgets the caller's subscription of that endpoint (none is fine: the device is unsubscribed either way). */
export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}

type Subscription = Pick<typeof pushSubscriptions.$inferSelect, "id" | "endpoint" | "p256dh" | "auth">;

const subscriptionsOf = (db: Db, userId: string): Promise<Subscription[]> =>
  db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));

export interface PushDeps {
  db: Db;
  vapid: VapidKeys;
}

/** What became of one push: delivered; the subscription is gone (and deleted); or to be tried again later. */
type PushOutcome = "sent" | "gone" | "retry";

/**
 * Sends one push (RFC 8030): the payload encrypted for the device (RFC 8291), signed for the
 * push service (RFC 8292). A 404 or 410 means the subscription has ended: it is deleted. A 429 or
 * 5xx (or no answer) is for a later attempt, never retried here. The endpoint's path is a
 * capability: it never goes into a log, only the push service's host.
 */
async function deliverPush(deps: PushDeps, subscription: Subscription, payload: PushPayload): Promise<PushOutcome> {
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
  }).catch(() => null);
  if (response?.ok) return "sent";
  if (response?.status === 404 || response?.status === 410) {
    await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
    return "gone";
  }
  console.warn(`push to ${new URL(subscription.endpoint).host} answered ${response?.status ?? "nothing"}`);
  return "retry";
}

/** Pushes to every device of a user; answers how many took it. */
export async function pushToUser(deps: PushDeps, userId: string, payload: PushPayload): Promise<number> {
  const outcomes = await Promise.all((await subscriptionsOf(deps.db, userId)).map((subscription) => deliverPush(deps, subscription, payload)));
  return outcomes.filter((outcome) => outcome === "sent").length;
}
