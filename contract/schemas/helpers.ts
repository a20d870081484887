import * as v from "valibot";
import { helperMessages as h } from "../helper-messages";
import { CARD_CONTACT_NAME_MAX, CARD_CONTACTS_MAX, CARD_NOTES_MAX, CARD_PHONE_MAX, CARD_TEXT_MAX, HELPER_POWERS } from "../helper-limits";
import { DEFAULT_ITEM_QUANTITY, MEMBERS_PER_FAMILY } from "../limits";
import { idSchema, instantAnswer, nameSchema, nullableInstantAnswer } from "./common";
import { quantitySchema, shoppingItemAnswer } from "./shopping";
import { reminderAnswer } from "./reminders";
import { dinnerMealAnswer } from "./meals";

/** Helpers' links, their devices and the children's cards (docs/features/helpers.md). */

const powerSchema = v.picklist(HELPER_POWERS, h.powerInvalid);
const childrenSchema = v.nullable(v.pipe(v.array(idSchema, h.childInvalid), v.minLength(1, h.childInvalid), v.maxLength(MEMBERS_PER_FAMILY, h.childInvalid)));

/**
 * POST /api/families/{familyId}/helpers: for a member of the family without an account
 * (`memberId`), or a new one by `name`; what it may do; only some children (`children`, else all);
 * its last day (`endsOn`, a day of the family's clock; null: until revoked; left out: 30 days).
 */
export const createHelperLinkBody = v.pipe(
  v.strictObject({
    memberId: v.optional(idSchema),
    name: v.optional(nameSchema),
    powers: v.pipe(v.array(powerSchema, h.noPowers), v.minLength(1, h.noPowers), v.maxLength(HELPER_POWERS.length, h.powerInvalid)),
    children: v.optional(childrenSchema, null),
    endsOn: v.optional(v.nullable(v.pipe(v.string(h.endInvalid), v.isoDate(h.endInvalid)))),
  }),
  v.check((body) => (body.memberId === undefined) !== (body.name === undefined), h.nameOrMember),
);
export type CreateHelperLinkBody = v.InferInput<typeof createHelperLinkBody>;
/** The body as the server holds it once checked: `children` null when the link shows all of them. */
export type CheckedHelperLinkBody = v.InferOutput<typeof createHelperLinkBody>;

export const helperDeviceAnswer = v.strictObject({
  id: v.string(),
  label: v.string(),
  /** `pending`: opened the link after the first device, waits for a parent to let it in. */
  state: v.picklist(["active", "pending"]),
  createdAt: instantAnswer,
  lastSeenAt: nullableInstantAnswer,
});
export type HelperDevice = v.InferOutput<typeof helperDeviceAnswer>;

export const helperLinkAnswer = v.strictObject({
  id: v.string(),
  memberId: v.string(),
  name: v.string(),
  powers: v.array(powerSchema),
  children: v.nullable(v.array(v.string())),
  createdAt: instantAnswer,
  endsAt: nullableInstantAnswer,
  lastUsedAt: nullableInstantAnswer,
  devices: v.array(helperDeviceAnswer),
});
export type HelperLink = v.InferOutput<typeof helperLinkAnswer>;
export const helperLinksAnswer = v.array(helperLinkAnswer);

/** The new link with its secret url, shown this once (only its hash is kept). */
export const createdHelperLinkAnswer = v.strictObject({ link: helperLinkAnswer, url: v.string() });
export type CreatedHelperLink = v.InferOutput<typeof createdHelperLinkAnswer>;

/** POST /api/helper/open (the helper's browser, signed out): the secret after the link's `#`, and what the browser says it is. */
export const openHelperLinkBody = v.strictObject({
  secret: v.pipe(v.string(h.linkInvalid), v.minLength(1, h.linkInvalid), v.maxLength(200, h.linkInvalid)),
  label: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(400)), ""),
});

/** The device's credential: `Authorization: Bearer <token>`, shown once; a pending one opens only GET /api/helper/me until a parent lets the device in. */
export const openedHelperLinkAnswer = v.strictObject({ token: v.string(), state: v.picklist(["active", "pending"]) });
export type OpenedHelperLink = v.InferOutput<typeof openedHelperLinkAnswer>;

/** GET /api/helper/me: who the helper is and what the link lets them do. */
export const helperMeAnswer = v.strictObject({
  name: v.string(),
  familyName: v.string(),
  timeZone: v.string(),
  state: v.picklist(["active", "pending"]),
  powers: v.array(powerSchema),
  children: v.array(v.strictObject({ id: v.string(), name: v.string() })),
  endsAt: nullableInstantAnswer,
});
export type HelperMe = v.InferOutput<typeof helperMeAnswer>;

/** An occurrence of an event as a helper sees it, in the next HELPER_CALENDAR_DAYS: never a description, never a private event. */
export const helperEventAnswer = v.strictObject({
  eventId: v.string(),
  title: v.string(),
  startTime: instantAnswer,
  endTime: instantAnswer,
  location: v.nullable(v.string()),
});
export type HelperEvent = v.InferOutput<typeof helperEventAnswer>;
export const helperEventsAnswer = v.array(helperEventAnswer);

export const helperTasksAnswer = v.array(reminderAnswer);
export const helperShoppingAnswer = v.array(shoppingItemAnswer);
/** Today's dinner on the family's clock, if one is planned. */
export const helperDinnerAnswer = v.strictObject({ meal: v.nullable(dinnerMealAnswer) });

/** POST /api/helper/shopping-items: a name and maybe how many. */
export const helperAddItemBody = v.strictObject({
  name: nameSchema,
  quantity: v.optional(quantitySchema, DEFAULT_ITEM_QUANTITY),
});
/** PATCH /api/helper/shopping-items/{id} and /api/helper/tasks/{id}: a tick (a task cannot be reopened). */
export const helperTickBody = v.strictObject({ completed: v.boolean() });
export const helperTaskTickBody = v.strictObject({ completed: v.literal(true) });

const cardText = (max: number) => v.optional(v.pipe(v.string(h.cardTooLong(max)), v.trim(), v.maxLength(max, h.cardTooLong(max))), "");

export const cardContactSchema = v.strictObject({
  name: v.pipe(
    v.string(h.contactNameBlank),
    v.trim(),
    v.minLength(1, h.contactNameBlank),
    v.maxLength(CARD_CONTACT_NAME_MAX, h.cardTooLong(CARD_CONTACT_NAME_MAX)),
  ),
  phone: v.pipe(v.string(h.phoneInvalid), v.trim(), v.regex(/^\+?[0-9][0-9 ]*$/, h.phoneInvalid), v.maxLength(CARD_PHONE_MAX, h.phoneInvalid)),
});

/** PUT /api/families/{familyId}/child-cards/{memberId}: the whole card (a field left out is empty). */
export const childCardBody = v.strictObject({
  allergies: cardText(CARD_TEXT_MAX),
  medicines: cardText(CARD_TEXT_MAX),
  doctor: cardText(CARD_TEXT_MAX),
  school: cardText(CARD_TEXT_MAX),
  contacts: v.optional(v.pipe(v.array(cardContactSchema), v.maxLength(CARD_CONTACTS_MAX, h.tooManyContacts(CARD_CONTACTS_MAX))), []),
  pickup: cardText(CARD_TEXT_MAX),
  bedtime: v.optional(v.union([v.literal(""), v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, h.bedtimeInvalid))], h.bedtimeInvalid), ""),
  notes: cardText(CARD_NOTES_MAX),
});
export type ChildCardBody = v.InferInput<typeof childCardBody>;

export const childCardAnswer = v.strictObject({
  memberId: v.string(),
  name: v.string(),
  allergies: v.string(),
  medicines: v.string(),
  doctor: v.string(),
  school: v.string(),
  contacts: v.array(v.strictObject({ name: v.string(), phone: v.string() })),
  pickup: v.string(),
  bedtime: v.string(),
  notes: v.string(),
  updatedAt: instantAnswer,
});
export type ChildCard = v.InferOutput<typeof childCardAnswer>;
export const childCardsAnswer = v.array(childCardAnswer);
