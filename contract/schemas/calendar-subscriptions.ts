import * as v from "valibot";
import { apiMessages } from "../messages";
import { NAME_MAX } from "../limits";
import { SUBSCRIPTION_COLORS, SUBSCRIPTION_URL_MAX } from "../outside-calendar-limits";

export { SUBSCRIPTION_COLORS, type SubscriptionColor } from "../outside-calendar-limits";
import { outsideCalendarMessages as m } from "../outside-calendar-messages";
import { instantAnswer, nullableInstantAnswer } from "./common";

const nameSchema = v.pipe(v.string(m.nameBlank), v.trim(), v.minLength(1, m.nameBlank), v.maxLength(NAME_MAX, apiMessages.nameTooLong));
const colorSchema = v.pipe(v.string(m.colorInvalid), v.toLowerCase(), v.picklist(SUBSCRIPTION_COLORS, m.colorInvalid));
const memberSchema = v.nullable(v.pipe(v.string(m.memberUnknown), v.minLength(1, m.memberUnknown), v.maxLength(64, m.memberUnknown)));

/**
 * A new subscription. The URL is only read as text here: whether it may be fetched is decided by
 * the server's check (worker/lib/calendar-url.ts), which answers each refused form in Faroese.
 */
export const createSubscriptionBody = v.object({
  url: v.pipe(v.string(m.urlMissing), v.trim(), v.minLength(1, m.urlMissing), v.maxLength(SUBSCRIPTION_URL_MAX, m.urlTooLong)),
  name: nameSchema,
  color: colorSchema,
  memberId: v.optional(memberSchema, null),
});
export type CreateSubscriptionBody = v.InferOutput<typeof createSubscriptionBody>;

/** A change: any of name, color, memberId and paused, at least one (the URL stays; a new one is a new subscription). */
export const updateSubscriptionBody = v.pipe(
  v.strictObject(
    { name: v.optional(nameSchema), color: v.optional(colorSchema), memberId: v.optional(memberSchema), paused: v.optional(v.boolean()) },
    m.oneChangeAtLeast,
  ),
  v.check((body) => Object.values(body).some((value) => value !== undefined), m.oneChangeAtLeast),
);
export type UpdateSubscriptionBody = v.InferOutput<typeof updateSubscriptionBody>;

export const subscriptionAnswer = v.strictObject({
  id: v.string(),
  familyId: v.string(),
  url: v.string(),
  name: v.string(),
  color: v.string(),
  memberId: v.nullable(v.string()),
  paused: v.boolean(),
  /** When a fetch last succeeded (a 304 too); null until the first one. */
  lastRefreshedAt: nullableInstantAnswer,
  /** Why the last fetch failed, in Faroese; null after a good one. */
  lastError: v.nullable(v.string()),
  createdAt: instantAnswer,
  createdBy: v.nullable(v.string()),
});
export type CalendarSubscription = v.InferOutput<typeof subscriptionAnswer>;
export const subscriptionsAnswer = v.array(subscriptionAnswer);
