import * as v from "valibot";
import { twoHomesMessages as h } from "../two-homes-messages";
import { CUSTODY_REASON_MAX, CUSTODY_TEMPLATE_NAMES, type CustodyTemplate } from "../two-homes-limits";
import { clientIdSchema, dateAnswer, idSchema, instantAnswer, nullableInstantAnswer } from "./common";

/** Two homes of one child (docs/features/two-homes.md): the link, its custody pattern, one-off days and swaps. */

const dateSchema = v.pipe(v.string(h.dateInvalid), v.isoDate(h.dateInvalid));
const timeSchema = v.pipe(v.string(h.timeInvalid), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, h.timeInvalid));
const reasonSchema = v.nullish(v.pipe(v.string(h.reasonTooLong), v.trim(), v.maxLength(CUSTODY_REASON_MAX, h.reasonTooLong)));
/** A home is named by its family's id: the caller's own, or the linked family's. */
const homeSchema = v.pipe(v.string(h.homeInvalid), v.minLength(1, h.homeInvalid), v.maxLength(64, h.homeInvalid));
const rangeSchema = v.strictObject({ from: dateSchema, to: dateSchema });

export const custodyTemplateSchema = v.picklist(CUSTODY_TEMPLATE_NAMES as [CustodyTemplate, ...CustodyTemplate[]], h.templateInvalid);

/** `POST /api/families/:familyId/home-links/invites`: the child (a member without an account) the other home is invited to. */
export const homeLinkInviteBody = v.strictObject({ memberId: idSchema });

/** `POST /api/families/:familyId/home-links`: the other home's code, and which of the caller's members is the child (none: the child is added). */
export const acceptHomeLinkBody = v.strictObject({
  code: v.pipe(v.string(h.inviteInvalid), v.trim(), v.minLength(1, h.inviteInvalid), v.maxLength(64, h.inviteInvalid)),
  memberId: v.nullish(idSchema),
});

/** The pattern: which stretches, from which day, at what time the child changes home, and which home has the first stretch. */
export const custodyPatternBody = v.strictObject({ template: custodyTemplateSchema, startDate: dateSchema, exchangeTime: timeSchema, firstHome: homeSchema });

/** A one-off stretch (a holiday): these days the child is at `home`. */
export const custodyExceptionBody = v.strictObject({ id: clientIdSchema, from: dateSchema, to: dateSchema, home: homeSchema, reason: reasonSchema });

/** A swap proposed to the other home: `from`–`to` go to `home`; `back`, when given, goes to the other home in return. */
export const custodySwapBody = v.strictObject({
  id: clientIdSchema,
  from: dateSchema,
  to: dateSchema,
  home: homeSchema,
  back: v.nullish(rangeSchema),
  reason: reasonSchema,
  respondBy: dateSchema,
});

export const swapAnswerBody = v.strictObject({ answer: v.picklist(["accept", "refuse"], h.swapClosed) });

export const custodyPatternAnswer = v.strictObject({ template: custodyTemplateSchema, startDate: dateAnswer, exchangeTime: v.string(), firstHome: v.string() });
export type CustodyPattern = v.InferOutput<typeof custodyPatternAnswer>;

export const custodyExceptionAnswer = v.strictObject({
  id: v.string(),
  from: dateAnswer,
  to: dateAnswer,
  home: v.string(),
  reason: v.nullable(v.string()),
  /** The swap it came from, when it is an accepted swap's days. */
  swapId: v.nullable(v.string()),
});
export type CustodyException = v.InferOutput<typeof custodyExceptionAnswer>;

/** `expired`: still unanswered after its respond-by day (on the family's clock); it can no longer be accepted. */
export const SWAP_STATUSES = ["proposed", "accepted", "refused", "expired", "withdrawn"] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];

export const custodySwapAnswer = v.strictObject({
  id: v.string(),
  linkId: v.string(),
  proposedBy: v.string(),
  from: dateAnswer,
  to: dateAnswer,
  home: v.string(),
  back: v.nullable(v.strictObject({ from: dateAnswer, to: dateAnswer })),
  reason: v.nullable(v.string()),
  respondBy: dateAnswer,
  status: v.picklist(SWAP_STATUSES),
  decidedAt: nullableInstantAnswer,
  createdAt: instantAnswer,
});
export type CustodySwap = v.InferOutput<typeof custodySwapAnswer>;

/** A linked child as one home sees the link. */
export const homeLinkAnswer = v.strictObject({
  id: v.string(),
  /** The child's member row in the caller's family. */
  memberId: v.string(),
  name: v.string(),
  otherFamily: v.strictObject({ id: v.string(), name: v.string() }),
  pattern: v.nullable(custodyPatternAnswer),
  exceptions: v.array(custodyExceptionAnswer),
  swaps: v.array(custodySwapAnswer),
  createdAt: instantAnswer,
});
export type HomeLink = v.InferOutput<typeof homeLinkAnswer>;

/** An event the other home shared with this one: read-only here, with the other home's name. */
export const otherHomeEventAnswer = v.strictObject({
  id: v.string(),
  linkId: v.string(),
  home: v.strictObject({ id: v.string(), name: v.string() }),
  title: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  location: v.nullable(v.string()),
  recurrence: v.picklist(["none", "daily", "weekly", "monthly", "yearly"]),
  recurrenceEnds: v.nullable(v.string()),
  daysOfWeek: v.nullable(v.array(v.number())),
});
export type OtherHomeEvent = v.InferOutput<typeof otherHomeEventAnswer>;

/** `GET /api/families/:familyId/homes`: the linked children and what the other homes shared; one D1 round trip. */
export const homesAnswer = v.strictObject({ links: v.array(homeLinkAnswer), otherHomeEvents: v.array(otherHomeEventAnswer) });
export type Homes = v.InferOutput<typeof homesAnswer>;

export type CustodyPatternBody = v.InferOutput<typeof custodyPatternBody>;
export type CustodyExceptionBody = v.InferOutput<typeof custodyExceptionBody>;
export type CustodySwapBody = v.InferOutput<typeof custodySwapBody>;
