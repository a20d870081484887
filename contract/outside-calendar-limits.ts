/**
 * Outside calendars' limits (docs/features/outside-calendars.md "Caps"): occurrences, the import
 * window, the fetch's caps and pace. Apart from limits.ts, which the sign-in route loads; the number
 * of subscriptions per family is there, with the row caps it sets.
 */
/** The colours an outside calendar may take: a small palette that reads on the light and the dark theme. */
export const SUBSCRIPTION_COLORS = ["#2563eb", "#16a34a", "#dc2626", "#9333ea", "#ea580c", "#0891b2", "#db2777", "#854d0e"] as const;
export type SubscriptionColor = (typeof SUBSCRIPTION_COLORS)[number];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Occurrences one subscription imports at most (the earliest in the window), and all of a family's together. */
export const SUBSCRIPTION_EVENTS_MAX = 2000;
export const FAMILY_SUBSCRIPTION_EVENTS_MAX = 5000;
/** Occurrences are imported from this far back to this far ahead of the refresh. */
export const SUBSCRIPTION_WINDOW_BACK_MS = 60 * DAY;
export const SUBSCRIPTION_WINDOW_AHEAD_MS = 400 * DAY;
/**
 * Recurrence steps one refresh walks at most in all (an RRULE of every minute since 1970 stops
 * here), and the time it may take (contract/time/rule-budget.ts); each rule also has its own
 * RULE_EXPANSION_STEPS_MAX within them.
 */
export const SUBSCRIPTION_EXPANSION_STEPS_MAX = 200_000;
export const SUBSCRIPTION_EXPANSION_MS_MAX = 2 * SECOND;
/** The body is read up to 2 MB; the whole fetch, redirects included, gets 10 s; at most 3 redirects, each checked. */
export const SUBSCRIPTION_FEED_BYTES_MAX = 2 * 1024 * 1024;
export const SUBSCRIPTION_FETCH_TIMEOUT_MS = 10 * SECOND;
export const SUBSCRIPTION_REDIRECTS_MAX = 3;
/** Hourly after a good refresh; after a failure 15 minutes, doubled at each further one, at most a day; a queued one is leased 15 minutes. */
export const SUBSCRIPTION_REFRESH_MS = HOUR;
export const SUBSCRIPTION_RETRY_FIRST_MS = 15 * MINUTE;
export const SUBSCRIPTION_RETRY_MAX_MS = DAY;
export const SUBSCRIPTION_LEASE_MS = 15 * MINUTE;
/**
 * The pace a family cannot push past (docs/features/outside-calendars.md "Pace"): a subscription is
 * fetched at most every 5 minutes, whoever asks (the cron, a create, a resume); a family's
 * subscriptions at most 40 times an hour in all; a family's members may ask for a refresh at once
 * (add or resume a calendar) 20 times an hour, the 21st answers 429.
 */
export const SUBSCRIPTION_MIN_INTERVAL_MS = 5 * MINUTE;
export const FAMILY_FETCHES_PER_HOUR = 40;
export const FAMILY_FETCH_WINDOW_MS = HOUR;
export const FAMILY_REFRESHES_ON_DEMAND_PER_HOUR = 20;
export const SUBSCRIPTION_URL_MAX = 2000;
