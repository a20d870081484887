/** The wall's weather's numbers (docs/features/weather.md). */
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** One fetch from MET Norway: its whole time, its body's cap (a compact forecast is some 30–40 KB) and redirects. */
export const WEATHER_FETCH_TIMEOUT_MS = 10_000;
export const WEATHER_BYTES_MAX = 512 * 1024;
export const WEATHER_REDIRECTS_MAX = 2;
/** How long one read's claim on a place's fetch holds: longer than a fetch may take, so a crashed fetch frees it soon. */
export const WEATHER_CLAIM_MS = 30_000;
/** How long a read with nothing to show waits for another read's fetch of the same place, looking every WEATHER_WAIT_STEP_MS. */
export const WEATHER_WAIT_MS = 12_000;
export const WEATHER_WAIT_STEP_MS = 150;
/** When MET's Expires is missing or unreadable, the next fetch waits this long; an Expires is held between the floor and the ceiling. */
export const WEATHER_DEFAULT_TTL_MS = 30 * MINUTE;
export const WEATHER_TTL_MIN_MS = 5 * MINUTE;
export const WEATHER_TTL_MAX_MS = 6 * HOUR;
/** After a failed fetch the last answer stays, and the next try waits this long, doubled each failure in a row, at most an hour. */
export const WEATHER_RETRY_FIRST_MS = 5 * MINUTE;
export const WEATHER_RETRY_MAX_MS = HOUR;
/** What of the forecast is kept: hourly steps this far ahead (a long outage still has hours to show). */
export const WEATHER_KEPT_HOURS = 48;
/** The next hours the wall shows in a row, after now. */
export const WEATHER_NEXT_HOURS = 8;
/** The wall's own reads of the weather, apart from the board's, and when it marks what it shows as old. */
export const WEATHER_WALL_REFETCH_MS = 20 * MINUTE;
export const WEATHER_OLD_AFTER_MS = 3 * HOUR;
