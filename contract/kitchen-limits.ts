/** The kitchen screen's numbers (docs/features/kitchen.md): PINs, pairing, titles, stars and the parts of the day. */
const MINUTE = 60 * 1000;

export const KITCHEN_PIN_DIGITS = { min: 4, max: 6 } as const;
/** Wrong PINs per profile, on all the family's screens together, in the window: then 429 with Retry-After until the oldest leaves it, and the parents are told. */
export const KITCHEN_PIN_TRIES = { limit: 5, windowMs: 15 * MINUTE } as const;
/** A pairing code: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L), one use, valid 10 minutes. */
export const KITCHEN_PAIRING_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const KITCHEN_PAIRING_CODE_LENGTH = 8;
export const KITCHEN_PAIRING_TTL_MS = 10 * MINUTE;
/** Pairing codes one parent may make per hour, and pairings one client may try per hour. */
export const KITCHEN_PAIRINGS_PER_HOUR = 20;
export const KITCHEN_PAIR_TRIES_PER_HOUR = 20;
/** The prefix of a kitchen screen's bearer token: the token itself is 256 random bits. */
export const KITCHEN_TOKEN_PREFIX = "kitchen.";
export const KITCHEN_SCREEN_NAME_MAX = 60;
/** Paired kitchen screens a family may hold: a pairing past it is refused (409) until one is revoked. */
export const KITCHEN_SCREENS_PER_FAMILY = 10;
export const KITCHEN_TITLE_MAX = 80;
export const KITCHEN_NOTE_MAX = 200;
export const CHORE_STARS_MAX = 100;
export const REWARD_COST_MAX = 10_000;
export const LEDGER_DELTA_MAX = 1000;
export const REWARD_COOLDOWN_HOURS_MAX = 90 * 24;
export const CHORE_EVERY_DAYS_MAX = 365;
/** When a family's kitchen screen dims until a parent changes it (the families columns' defaults say the same): 21:00 to 06:00. */
export const KITCHEN_DIM_DEFAULT = { from: 21, to: 6 } as const;

/**
 * Whether the kitchen screen is dimmed at an hour of the family's clock (docs/features/kitchen.md
 * "Night"); the window may cross midnight. Here, beside the default, and not with the day's other
 * rules: those need the time-zone arithmetic, which the screen's first load does without.
 */
export function isDimHour(hour: number, dim: { from: number; to: number } | null): boolean {
  if (dim === null) return false;
  return dim.from < dim.to ? hour >= dim.from && hour < dim.to : hour >= dim.from || hour < dim.to;
}

/** The wall counts down to events at most this many days ahead, and shows at most WALL_COUNTDOWNS of them (docs/features/kitchen.md "Countdowns"). */
export const COUNTDOWN_DAYS_AHEAD = 366;
export const WALL_COUNTDOWNS = 4;
/** The wall's week of dinners: today's and the next days', this many family days in all (docs/features/kitchen.md "The week's dinners"). */
export const WALL_DINNER_DAYS = 7;

/**
 * The wall's slideshow of the family's photos (docs/features/photos.md "On the wall"): it starts when
 * nobody has touched the wall for WALL_IDLE_MS, shows each photo WALL_SLIDE_MS, and cycles through
 * the newest WALL_SLIDESHOW_PHOTOS, which the screen's service worker keeps (at most
 * WALL_PHOTO_CACHE_ENTRIES, the oldest used going first), so a running slideshow reads nothing.
 */
export const WALL_IDLE_MS = 5 * MINUTE;
export const WALL_SLIDE_MS = 8000;
export const WALL_SLIDESHOW_PHOTOS = 50;
export const WALL_PHOTO_CACHE_ENTRIES = 60;
/** The service worker's cache of the wall's photo bytes (web/sw/sw.ts), emptied when the screen is unpaired. */
export const WALL_PHOTO_CACHE = "wall-photos";

/** Where the family's day is split for routines, in the family's own hours: morning 00–12, afternoon 12–18, evening 18–24. */
export const PART_OF_DAY_STARTS = { morning: 0, afternoon: 12, evening: 18 } as const;
/** Ledger rows a child's history answers per page. */
export const LEDGER_PAGE = 50;
