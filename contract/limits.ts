import { RECIPES_PER_FAMILY } from "./recipe-limits";
/** Every product constant, shared by client and server; what they mean: docs/decisions.md. */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How often the user's own lists are read again when the tab has no live socket at all (a user without a family). */
export const POLL_INTERVAL_MS = 60 * SECOND;
/**
 * While the live socket is down, the family's lists are polled 15 s after it went down, then at
 * twice the last wait, at most every 5 minutes; an open socket polls nothing (docs/scale.md).
 */
export const LIVE_DOWN_FIRST_POLL_MS = 15 * SECOND;
export const LIVE_DOWN_MAX_POLL_MS = 5 * MINUTE;
export const LIVE_RECONNECT_MS = 5 * SECOND;
export const LIVE_REFETCH_DELAY_MS = 2 * SECOND;
/** Keeps the socket alive through proxies; the Durable Object answers without waking. */
export const LIVE_PING_MS = 30 * SECOND;
/**
 * A socket that opens is told what changed in its family this long before: a phone reads the
 * family's data and then opens its socket, and a change between the two would otherwise never
 * reach it, since a phone with an open socket does not poll (worker/durable/family-room.ts).
 */
export const LIVE_CATCH_UP_MS = 30 * SECOND;

export const TOAST_LIMIT = 1;
export const TOAST_DISMISS_MS = 2 * SECOND;
export const TOAST_REMOVE_MS = 2 * SECOND;

export const COLLAPSED_ROWS = 5;
/**
 * Rows per page of a list that grows with the family's history (completed tasks and meals,
 * finished events, the user's closed tickets): the list's main read answers the first page, and
 * 'Vís fleiri' reads each further one by its cursor (docs/api.md "Paging in headers").
 */
export const HISTORY_PAGE = 20;
export const STATISTICS_COLLAPSED_ROWS = 10;
export const DASHBOARD_ENTRIES = 3;

export const SHOPPING_PURGE_AFTER_MS = 10 * MINUTE;
export const DEFAULT_ITEM_QUANTITY = 1;
export const MAX_ITEM_QUANTITY = 999;
/** The longest unit an item keeps ("1,5 l", "½ kg", "2 fløskur"; docs/features/quick-add.md). */
export const ITEM_UNIT_MAX = 12;
export const DEFAULT_MEMBER_ROLE = "Familiemedlem";
/** Task priorities, lowest first; a new task is medium unless chosen otherwise. */
export const PRIORITIES = ["low", "medium", "high"] as const;
export const DEFAULT_PRIORITY = "medium";
export const DEFAULT_LIST_NAME = "Handilslisti";
export const DEFAULT_TIME_ZONE = "Atlantic/Faroe";
/** Suffixes that mark shopping items added by the meal plan (docs/decisions.md#shopping). */
export const MEAL_ITEM_MARKERS = ["(Matarætlan)", "(Máltíð)"] as const;

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const USERNAME_MIN = 5;
export const USERNAME_MAX = 32;
export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]+$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;
/** What counts as an e-mail address: valibot's `email` expression (without its `u` flag, which changes nothing for these ASCII classes and which JSON Schema cannot carry), kept here so the sign-in route checks it without loading valibot. */
export const EMAIL_PATTERN = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/;

export const CHALLENGE_MIN_AGE_MS = 5 * SECOND;
export const CHALLENGE_MAX_AGE_MS = 30 * MINUTE;
export const CHALLENGE_OPERAND_MIN = 1;
export const CHALLENGE_OPERAND_MAX = 10;

export const SESSION_TTL_REMEMBER_MS = 30 * DAY;
export const SESSION_TTL_MS = 12 * HOUR;
/** How long a device that signed in stays known to the sign-in limiter (renewed at every sign-in). */
export const DEVICE_TOKEN_TTL_MS = 365 * DAY;
export const LIVE_TICKET_TTL_MS = 30 * SECOND;
export const INVITE_TTL_MS = 7 * DAY;
export const EMAIL_TOKEN_TTL_MS = HOUR;

/**
 * The sign-in limiter (docs/features/auth.md). Failures count per username and client (the IP, an
 * IPv6 address by its /64; a known device by its device id), so a stranger hammering a name from
 * one address cannot lock its owner out from another: after `freeFailures` each further try waits
 * twice as long as the last (from `delayBaseMs`), and `maxPerUsernameClient` blocks the pair for
 * the window. Per username, failures from unknown devices count over `usernameWindowMs`: past
 * `maxPerUsername` each further try needs an answered challenge and must wait `usernameStepMs`
 * longer after the last failure than the one before, which holds a guesser with any number of
 * addresses to `maxGuessesPerUsernamePerDay` (worker/lib/login-delay.ts). A known device skips the
 * per-username rules and `maxPerClient`, which counts an IPv6 client by its /48.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * MINUTE,
  freeFailures: 3,
  delayBaseMs: SECOND,
  maxPerUsernameClient: 10,
  usernameWindowMs: DAY,
  maxPerUsername: 100,
  usernameStepMs: 15 * SECOND,
  maxPerClient: 30,
} as const;

/** Throttles on what mails or hashes: at most this many per window, per address and per client. */
export const THROTTLE_WINDOW_MS = HOUR;
export const RESET_MAILS_PER_ADDRESS = 3;
export const RESET_REQUESTS_PER_CLIENT = 20;
export const REGISTRATIONS_PER_ADDRESS = 3;
export const REGISTRATIONS_PER_CLIENT = 30;
export const CHALLENGES_PER_CLIENT = 120;
/** Account passwords typed to confirm a device credential per account and window, right or wrong (docs/features/auth.md). */
export const PASSWORD_CONFIRMS_PER_ACCOUNT = 30;
/** How long the security log keeps its events (the cron removes older ones). */
export const SECURITY_LOG_KEEP_MS = 90 * DAY;
/** The errors log (the admin panel's System view): kept 30 days, and never more than its newest 10,000 rows. */
export const APP_ERRORS_KEEP_MS = 30 * DAY;
export const APP_ERRORS_MAX = 10_000;
/** How long a phone keeps its cache and its queued offline changes: older ones are dropped, not sent. */
export const KEPT_CACHE_MAX_AGE_MS = 7 * DAY;
/**
 * How long the server remembers an id a phone chose for a row it added: longer than a queued add
 * can wait, so a replay always finds it, even when the row was deleted meanwhile.
 */
export const CLIENT_ID_KEEP_MS = KEPT_CACHE_MAX_AGE_MS + DAY;

export const MAX_BODY_BYTES = 64 * 1024;

/** A backup uploaded to the Worker is parsed and checked whole, in its memory; larger files go through `npm run restore`. */
export const BACKUP_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const BACKUP_IMPORT_PATH = "/api/admin/system/backup/import";

/** Keys in the browser's storage (docs/decisions.md#accounts-and-sign-in); a renamed key loses what phones keep under it. */
export const AUTH_TOKEN_KEY = "auth_token";
/**
 * Where older versions kept the remembered username and password in plain text. Nothing is written
 * there any more (the browser's password manager remembers the password): a start removes it.
 */
export const LEGACY_REMEMBERED_CREDENTIALS_KEY = "familyHub-remembered";
/** The signed-in user as last answered, kept beside the token so a start draws at once (web/lib/auth-storage.ts). */
export const SIGNED_IN_USER_KEY = "familyHub-user";
export const THEME_KEY = "familyHub-theme";
/** The shopping list's order on this device: "shop" for the learned shop order, else alphabetical (cleared at logout). */
export const LIST_ORDER_KEY = "familyHub-list-order";

/* Meal plan (docs/features/meals.md). */
/** The meal-create form's preset time. */
export const DEFAULT_MEAL_TIME = "18:00";
/** Completed meals the page shows before 'Vís fleiri', newest completion first. */
export const COMPLETED_MEALS_SHOWN = 10;
export const MEAL_INGREDIENTS_MAX = 50;
/** The suffix a meal's ingredient carries on the shopping list. */
export const MEAL_ITEM_SUFFIX = " (Matarætlan)";
/** An ingredient's name with the suffix must still fit a shopping item's name (NAME_MAX). */
export const INGREDIENT_NAME_MAX = NAME_MAX - MEAL_ITEM_SUFFIX.length;

/** Support (docs/features/support.md). */
export const TICKETS_COLLAPSED_ROWS = 3;
export const READ_ADMIN_MESSAGES_SHOWN = 3;
/** Every ticket is stored with this priority, whatever the client sends. */
export const TICKET_PRIORITY = "medium";

/** Admin panel (docs/features/admin.md). */
export const ADMIN_PASSWORD_MIN = 8;
export const ADMIN_TREND_DAYS = 7;
export const ADMIN_TOP_ITEMS = 5;
export const ADMIN_ACTIVE_USERS = 20;
export const ADMIN_ACTIVE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The user lists, the ticket list, the info messages and the password resets: rows per page, newest first ('Load more' reads the next, docs/api.md "Paging in headers"). */
export const ADMIN_PAGE = 50;
export const ADMIN_POLL_MS = 60_000;

/** Admin panel: tickets and info messages (docs/features/admin.md#tickets). */
/** Tickets the panel shows before 'Show All'. */
export const ADMIN_TICKETS_COLLAPSED = 5;
/** A user's list of the administrators' messages: messages per page, newest first (the screens read the first). */
export const USER_MESSAGES_PAGE = 50;

/** Admin panel: analytics and user care (docs/features/admin.md, "Analytics" and "User care"). */
export const ADMIN_LOGIN_HOURS = 24;
export const ADMIN_SHOPPING_DAYS = 7;
export const ADMIN_SHOPPING_WEEKS = 8;
export const ADMIN_SHOPPING_POLL_MS = 300_000;

// ── Admin panel: system views, Email card, Quick Actions ──
/** A session counts as active when a request of it was seen this recently (sessions refresh `last_seen_at` every 5 minutes). */
export const ADMIN_ACTIVE_SESSION_MS = HOUR;
export const ADMIN_RECENT_LOGINS = 10;
/** The Logs view's entries per call, newest first, and its recent-activity rows. */
export const ADMIN_LOG_ENTRIES = 100;
export const ADMIN_RECENT_ACTIVITY = 10;
/** The Email card's local outbox list. */
export const ADMIN_OUTBOX_SHOWN = 10;
export const LOG_LEVELS = ["ERROR", "WARN", "INFO"] as const;
/** A support ticket's states, here rather than with its schema so the admin panel's status filter needs no valibot. */
export const TICKET_STATUSES = ["open", "in_progress", "closed"] as const;
/** The Logs view's security log: events per page ("Load more" reads the next), and the longest actor it looks for. */
export const SECURITY_LOG_PAGE = 50;
export const SECURITY_LOG_ACTOR_MAX = 64;

/**
 * The push services a subscription may point at (https only): Google's FCM, Mozilla's autopush,
 * Apple's and Windows'. Anything else is refused, so no one can make the server fetch an address
 * of their choosing. A host matches itself or, written with a leading dot, any host below it.
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  ".push.services.mozilla.com",
  ".push.apple.com",
  ".notify.windows.com",
] as const;
/** The longest endpoint taken; real ones are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 2048;
/**
 * Pushes one person may set off by hand in an hour (THROTTLE_WINDOW_MS): test pushes (to their
 * own devices, a few taps while setting a phone up) and 'Eg fari í handil' (each reaches every
 * device of the rest of the family; a family goes shopping a few times a day, not an hour).
 */
export const PUSH_TESTS_PER_HOUR = 10;
export const SHOPPING_TRIPS_PER_HOUR = 4;

/**
 * What each person may choose about their notifications (docs/features/notifications.md): the
 * hour of the morning a task due today is pushed, the hour of the afternoon tonight's dinner is,
 * and how long before an event it is. The hours are the family's wall clock.
 */
export const PUSH_MORNING_HOURS = { min: 5, max: 11, default: 7 } as const;
export const PUSH_AFTERNOON_HOURS = { min: 12, max: 20, default: 16 } as const;
/** Multiples of the cron's five minutes, so a lead is never skipped between two runs. */
export const PUSH_EVENT_LEADS = [5, 10, 15, 30, 60, 120] as const;
export const PUSH_EVENT_LEAD_DEFAULT = 30;

/**
 * The shop's order and the family's usual buys (docs/features/shopping-insights.md): ticks at most
 * SHOP_TRIP_GAP_MS apart are one trip; a name bought on at least USUAL_BUY_MIN_DAYS days has a usual
 * interval, and is due once USUAL_BUY_DUE_FACTOR intervals have passed since it was last bought,
 * until USUAL_BUY_STALE_FACTOR intervals (then the family has stopped buying it).
 */
export const SHOP_TRIP_GAP_MS = 20 * MINUTE;
export const USUAL_BUY_MIN_DAYS = 3;
export const USUAL_BUY_DUE_FACTOR = 1.25;
export const USUAL_BUY_STALE_FACTOR = 4;
/** How many of the family's most bought names the suggestions read answers. */
export const SUGGESTED_NAMES_MAX = 200;
/**
 * The order and the usual buys are learned from the family's latest purchases only, this many:
 * a read's work stays the same however many years of history the family has.
 */
export const LEARNED_FROM_PURCHASES = 1_000;
/**
 * Purchases older than this are deleted by the retention job (docs/features/shopping-insights.md);
 * the statistics' totals keep counting them. Longer than every read of raw purchases looks back.
 */
export const PURCHASE_RETENTION_MS = 400 * DAY;

/** The D1 session bookmark a phone sends back so it reads its own writes (docs/features/read-replicas.md). */
export const D1_BOOKMARK_HEADER = "X-D1-Bookmark";

/** Row caps (below) the phones also hold, as constants of their own so their entry needs no FAMILY_ROW_CAPS object: outside calendars (the rest: outside-calendar-limits.ts), linked children (two-homes-limits.ts re-exports it: importing that, this entry module would keep the custody templates), members and helpers' links. */
export const SUBSCRIPTIONS_PER_FAMILY = 10;
export const HOME_LINKS_PER_FAMILY = 10;
export const MEMBERS_PER_FAMILY = 200;
export const HELPER_LINKS_PER_FAMILY = 20;

/** The most rows a family may hold per table (docs/features/quotas.md), kept by BEFORE INSERT triggers (`npm run db:triggers` writes them) inside the inserting statement, so parallel adds cannot pass it; far above any real family's use, they bound what one account can make D1 hold. The recipes' number is recipe-limits.ts's. */
export const FAMILY_ROW_CAPS = {
  shopping_items: 1000,
  events: 10_000,
  reminders: 10_000,
  dinner_meals: 5000,
  family_members: MEMBERS_PER_FAMILY,
  calendar_subscriptions: SUBSCRIPTIONS_PER_FAMILY,
  // The kitchen's settings (docs/features/kitchen.md); its ledger and completions are history, not capped.
  chores: 500,
  rewards: 200,
  child_links: HOME_LINKS_PER_FAMILY,
  helper_links: HELPER_LINKS_PER_FAMILY,
  recipes: RECIPES_PER_FAMILY,
} as const;
export type CappedTable = keyof typeof FAMILY_ROW_CAPS;

/** Writes (POST, PATCH, PUT, DELETE on the family's routes) one user may make per minute. */
export const WRITES_PER_USER_PER_MINUTE = 300;

/** Time steps either side of now a code may come from (clock drift of phone and server). */
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the password step of an administrator's sign-in waits for its code. */
export const MFA_TOKEN_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one `mfaToken` takes before it is spent: the password must be typed again. */
export const MFA_TOKEN_MAX_FAILURES = 5;
/** Actions that cannot be undone need a second-factor check this recent in the same session. */
export const STEP_UP_WINDOW_MS = 10 * 60 * 1000;
/** Step-up and enrolment attempts per administrator and hour: a stolen session cannot guess codes. */
export const SECOND_FACTOR_TRIES_PER_HOUR = 20;
/**
 * Wrong second-factor codes per administrator (sign-in, step-up and enrolment together, across every
 * sign-in and token) within the window: then every code, the right one too, is refused until the
 * oldest leaves the window (docs/features/auth.md "Wrong codes").
 */
export const SECOND_FACTOR_WRONG_CODES = { limit: 10, windowMs: 15 * 60 * 1000 } as const;
/** How long the one-time enrolment code of `npm run make-admin` (or of New User) lets an administrator enrol. */
export const ENROLMENT_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
