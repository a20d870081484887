import { HELPER_LINKS_PER_FAMILY } from "./limits";

/** The numbers of helpers' links and the children's cards (docs/features/helpers.md). */
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a link may let its helper do, area by area (docs/features/helpers.md "Powers"). */
export const HELPER_POWERS = ["calendar", "tasks", "shopping", "cards", "dinner"] as const;
export type HelperPower = (typeof HELPER_POWERS)[number];

/** A link without a chosen end ends this many days after it is made; an end may be at most a year ahead. */
export const HELPER_LINK_DEFAULT_DAYS = 30;
/** Open links a family may hold (a row cap, kept with the others in ./limits.ts): a new one past it is refused until one is revoked. */
export { HELPER_LINKS_PER_FAMILY };
export const HELPER_LINK_MAX_DAYS = 366;
/** Devices (let in or waiting) one link may have: a phone, a tablet, a new phone. */
export const HELPER_DEVICES_PER_LINK = 3;
/** The prefix of a helper device's bearer token; the token itself is 256 random bits. */
export const HELPER_TOKEN_PREFIX = "helper.";
/** How stale a link's and a device's `last_seen_at` may get before a call refreshes it. */
export const HELPER_LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;
/** A device description taken from the browser's User-Agent, shown to the parent who lets it in. */
export const HELPER_DEVICE_LABEL_MAX = 80;
/** The days of the calendar a helper's page shows, from the start of today on the family's clock. */
export const HELPER_CALENDAR_DAYS = 14;
export const helperLinkDefaultEnd = (now: number) => now + HELPER_LINK_DEFAULT_DAYS * DAY_MS;

/** A child's card: each text field's length, the notes', and the emergency contacts. */
export const CARD_TEXT_MAX = 500;
export const CARD_NOTES_MAX = 2000;
export const CARD_CONTACTS_MAX = 6;
export const CARD_CONTACT_NAME_MAX = 60;
export const CARD_PHONE_MAX = 24;
