import { decodeBase64urlIgnorePadding } from "@oslojs/encoding";
import * as v from "valibot";
import { PUSH_AFTERNOON_HOURS, PUSH_ENDPOINT_MAX, PUSH_EVENT_LEAD_DEFAULT, PUSH_EVENT_LEADS, PUSH_MORNING_HOURS, PUSH_SERVICE_HOSTS } from "../limits";
import { pushMessages as m } from "../messages";

/** An https URL on one of the known push services' hosts. */
function isPushServiceUrl(endpoint: string): boolean {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (url?.protocol !== "https:" || url.port !== "" || url.username !== "" || url.password !== "") return false;
  return PUSH_SERVICE_HOSTS.some((host) => (host.startsWith(".") ? url.hostname.endsWith(host) : url.hostname === host));
}

/** A local receiver standing in for a push service in development and tests: `http://127.0.0.1:<port>/…`. */
export function isLoopbackReceiver(endpoint: string): boolean {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  return url?.protocol === "http:" && url.hostname === "127.0.0.1" && url.port !== "";
}

const bytesOf = (text: string): Uint8Array | null => {
  try {
    return decodeBase64urlIgnorePadding(text);
  } catch {
    return null;
  }
};

/** An uncompressed P-256 point: 0x04 and two 32-byte coordinates (that it lies on the curve is checked when it is used). */
const isUncompressedPoint = (text: string) => {
  const bytes = bytesOf(text);
  return bytes !== null && bytes.length === 65 && bytes[0] === 4;
};

const isAuthSecret = (text: string) => bytesOf(text)?.length === 16;

/** `PushSubscription.toJSON()` as the browser gives it. */
export const pushSubscriptionBody = v.object(
  {
    endpoint: v.pipe(
      v.string(m.endpointRefused),
      v.maxLength(PUSH_ENDPOINT_MAX, m.endpointRefused),
      v.check((endpoint) => isPushServiceUrl(endpoint) || isLoopbackReceiver(endpoint), m.endpointRefused),
    ),
    expirationTime: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0))),
    keys: v.object(
      {
        p256dh: v.pipe(v.string(m.keysInvalid), v.maxLength(128, m.keysInvalid), v.check(isUncompressedPoint, m.keysInvalid)),
        auth: v.pipe(v.string(m.keysInvalid), v.maxLength(64, m.keysInvalid), v.check(isAuthSecret, m.keysInvalid)),
      },
      m.keysInvalid,
    ),
  },
  m.endpointRefused,
);
export type PushSubscriptionBody = v.InferOutput<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = v.object(
  { endpoint: v.pipe(v.string(m.endpointRefused), v.maxLength(PUSH_ENDPOINT_MAX, m.endpointRefused)) },
  m.endpointRefused,
);

/** What a push carries: shown as a notification whose tap opens `url`; a repeat with the same `tag` replaces it. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The kinds of push a person can turn off; the test push always goes. */
export const PUSH_KINDS = [
  "taskAssigned",
  "taskDue",
  "eventSoon",
  "dinnerTonight",
  "shoppingTrip",
  "support",
  "homeChange",
  "birthday",
  "choreEvening",
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * Kinds added after the specs' six: a client that does not know one yet (an older app) leaves it
 * out of its choices, and it stays on.
 */
const LATER_KINDS: ReadonlySet<PushKind> = new Set(["homeChange", "birthday", "choreEvening"]);

const hourIn = (range: { min: number; max: number }) =>
  v.pipe(
    v.number(m.preferencesInvalid),
    v.integer(m.preferencesInvalid),
    v.minValue(range.min, m.preferencesInvalid),
    v.maxValue(range.max, m.preferencesInvalid),
  );

/** One person's notification choices, whole (PUT replaces them; GET answers the defaults until then). */
export const pushPreferencesSchema = v.strictObject(
  {
    kinds: v.strictObject(
      Object.fromEntries(
        PUSH_KINDS.map((kind) => [kind, LATER_KINDS.has(kind) ? v.optional(v.boolean(m.preferencesInvalid), true) : v.boolean(m.preferencesInvalid)]),
      ) as Record<PushKind, v.BooleanSchema<string>>,
      m.preferencesInvalid,
    ),
    morningHour: hourIn(PUSH_MORNING_HOURS),
    afternoonHour: hourIn(PUSH_AFTERNOON_HOURS),
    eventLeadMinutes: v.picklist(PUSH_EVENT_LEADS, m.preferencesInvalid),
  },
  m.preferencesInvalid,
);
export type PushPreferences = v.InferOutput<typeof pushPreferencesSchema>;

export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  kinds: Object.fromEntries(PUSH_KINDS.map((kind) => [kind, true])) as Record<PushKind, boolean>,
  morningHour: PUSH_MORNING_HOURS.default,
  afternoonHour: PUSH_AFTERNOON_HOURS.default,
  eventLeadMinutes: PUSH_EVENT_LEAD_DEFAULT,
};
export type PushUnsubscribeBody = v.InferInput<typeof pushUnsubscribeBody>;
