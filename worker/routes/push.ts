import { decodeBase64urlIgnorePadding } from "@oslojs/encoding";
import type { Context } from "hono";
import * as v from "valibot";
import { PUSH_TESTS_PER_HOUR, SHOPPING_TRIPS_PER_HOUR } from "@contract/limits";
import { pushMessages as m } from "@contract/messages";
import { DEFAULT_PUSH_PREFERENCES, isLoopbackReceiver, pushPreferencesSchema, pushSubscriptionBody, pushUnsubscribeBody } from "@contract/schemas/push";
import type { AppEnv } from "../env";
import { defineRoute } from "../http/route";
import { pushDeps, vapidKeys } from "../http/push-config";
import { HttpError } from "../lib/http-error";
import { isP256Point, PUSH_SUBSCRIPTIONS_PER_USER, pushToUser, removeSubscription, saveSubscription } from "../services/push/devices";
import { noticeShoppingTrip } from "../services/push/notices";
import { readPreferences, writePreferences } from "../services/push/preferences";
import { takeThrottle } from "../services/throttle";

/** Web Push: the server's key, each device's subscription, and a test push (docs/features/notifications.md). */
const tag = "push";
const RECEIVER = "http://127.0.0.1:9/push/route-matrix";
const KEYS = { p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4", auth: "BTBZMqHH6r4Tts7J_aSIgg" };

/** Counts one push the caller sets off by hand; 429 past the hour's limit. Taken after the keys' check, so a server without keys counts nothing. */
const throttlePushes = (c: Context<AppEnv>, action: string, userId: string, limit: number) =>
  takeThrottle(c.get("db"), c.env.JWT_SECRET, [{ action, by: userId, limit }]);

export const pushRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/push/public-key",
    summary: "The server's VAPID public key, for `PushManager.subscribe({ applicationServerKey })`.",
    tag,
    access: "signed-in",
    answer: { status: 200, description: "The uncompressed P-256 point, base64url.", schema: v.strictObject({ publicKey: v.string() }) },
    errors: { unavailable: "The deployment has no VAPID keys." },
    example: { status: 200, foreign: "own" },
    handler: (c) => c.json({ publicKey: vapidKeys(c.env).publicKey }),
  }),
  defineRoute({
    method: "POST",
    path: "/api/push/subscriptions",
    summary: "Stores this device's push subscription (`PushSubscription.toJSON()`) for the caller's session.",
    tag,
    access: "signed-in",
    body: pushSubscriptionBody,
    answer: {
      status: 201,
      description: `Stored (200 when this user had the endpoint already; its keys are renewed). The user's least recently registered device goes past ${PUSH_SUBSCRIPTIONS_PER_USER}.`,
    },
    errors: {
      invalid_body: "The endpoint is not on a known push service over https, or the keys are not a P-256 point and a 16-byte secret.",
      conflict: "The endpoint is another user's and the keys are not the ones stored for it; nothing changes.",
    },
    // Local development's receiver stands in for a push service; nothing is sent by storing it.
    example: { body: { endpoint: RECEIVER, expirationTime: null, keys: KEYS }, status: 201, foreign: "own" },
    handler: async (c, { caller, body }) => {
      // A loopback receiver is a push service only where the app runs locally (npm start, the tests).
      if (isLoopbackReceiver(body.endpoint) && c.env.LOCAL_DEV !== "true") throw new HttpError("invalid_body", m.endpointRefused);
      if (!(await isP256Point(decodeBase64urlIgnorePadding(body.keys.p256dh)))) throw new HttpError("invalid_body", m.keysInvalid);
      return saveSubscription(c.get("db"), caller, body);
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/push/subscriptions",
    summary: "Forgets this device's subscription (the caller's own; an unknown endpoint is already forgotten).",
    tag,
    access: "signed-in",
    body: pushUnsubscribeBody,
    answer: { status: 204, description: "Forgotten." },
    example: { body: { endpoint: RECEIVER }, status: 204, foreign: "own" },
    handler: (c, { caller, body }) => removeSubscription(c.get("db"), caller.userId, body.endpoint),
  }),
  defineRoute({
    method: "GET",
    path: "/api/push/preferences",
    summary: "The caller's notification choices: the kinds they receive, the morning and afternoon hours and the event lead (the defaults until they choose).",
    tag,
    access: "signed-in",
    answer: { status: 200, description: "The choices.", schema: pushPreferencesSchema },
    example: { status: 200, foreign: "own" },
    handler: async (c, { caller }) => c.json(await readPreferences(c.get("db"), caller.userId)),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/push/preferences",
    summary: "Replaces the caller's notification choices (all of them).",
    tag,
    access: "signed-in",
    body: pushPreferencesSchema,
    answer: { status: 200, description: "The choices as stored.", schema: pushPreferencesSchema },
    example: { body: { ...DEFAULT_PUSH_PREFERENCES, morningHour: 8 }, status: 200, foreign: "own" },
    handler: (c, { caller, body }) => writePreferences(c.get("db"), caller.userId, body),
  }),
  defineRoute({
    method: "POST",
    path: "/api/push/test",
    summary: "Sends a test notification to every device of the caller.",
    tag,
    access: "signed-in",
    answer: { status: 202, description: "How many devices' push services took it.", schema: v.strictObject({ sent: v.number() }) },
    errors: {
      unavailable: "The deployment has no VAPID keys.",
      rate_limited: `More than ${PUSH_TESTS_PER_HOUR} test pushes by this user in an hour; see Retry-After.`,
    },
    example: { status: 202, foreign: "own" },
    handler: async (c, { caller }) => {
      const deps = pushDeps(c);
      await throttlePushes(c, "push-test:user", caller.userId, PUSH_TESTS_PER_HOUR);
      const sent = await pushToUser(deps, caller.userId, { title: m.testTitle, body: m.testBody, url: "/", tag: "test" }, null);
      return c.json({ sent }, 202);
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/push/shopping-trip",
    summary: "'Eg fari í handil': tells the rest of the caller's family, by push, that the caller is on the way to the shop, with the open items' count.",
    tag,
    access: "family",
    answer: { status: 202, description: "How many devices' push services took it.", schema: v.strictObject({ sent: v.number() }) },
    errors: {
      unavailable: "The deployment has no VAPID keys.",
      rate_limited: `More than ${SHOPPING_TRIPS_PER_HOUR} shopping trips announced by this user in an hour; see Retry-After.`,
    },
    example: { status: 202, foreign: "own" },
    handler: async (c, { caller, familyId }) => {
      const deps = pushDeps(c);
      await throttlePushes(c, "shopping-trip:user", caller.userId, SHOPPING_TRIPS_PER_HOUR);
      return c.json({ sent: await noticeShoppingTrip(deps, { familyId, userId: caller.userId, username: caller.username }) }, 202);
    },
  }),
];
