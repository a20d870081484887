import { LOGIN_LIMITS } from "./limits";

/** CalDAV's numbers (docs/features/caldav.md): sign-in limits, app passwords, the change log and the storage caps. */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * CalDAV's sign-in limits (docs/features/caldav.md "Sign-in"). An app password is 160 random bits,
 * so nothing is counted by the username: failures count by the client's network (an IPv6 one by
 * its /48, as `LOGIN_LIMITS.maxPerClient`) — at most `maxGuessesPerNetwork` different wrong guesses
 * in the window, after which that network's requests, the right password's too, wait — and by the
 * guess (the username and app password tried), which a client retrying a revoked password may send
 * `maxPerGuess` times before it waits, without using up its network's guesses.
 */
export const DAV_SIGN_IN_LIMITS = {
  windowMs: LOGIN_LIMITS.windowMs,
  maxGuessesPerNetwork: LOGIN_LIMITS.maxPerClient,
  maxPerGuess: 10,
} as const;

/** CalDAV (docs/features/caldav.md): app passwords per user, their names' length, how long the change log keeps a change. */
export const APP_PASSWORDS_PER_USER = 20;
export const APP_PASSWORD_NAME_MAX = 60;
export const DAV_CHANGES_KEEP_MS = 30 * DAY;
/**
 * CalDAV's storage caps (docs/features/caldav.md "Storage caps"), held by triggers `npm run db:triggers`
 * writes with these numbers (worker/db/generated-dav-triggers.ts): the change log's rows per family (the oldest go past it), and the
 * phones' kept texts in UTF-8 bytes, per resource and summed per family (a write past either: 507).
 */
export const DAV_CHANGES_PER_FAMILY = 20_000;
export const DAV_TEXT_MAX_BYTES = 16 * 1024;
export const DAV_TEXT_FAMILY_MAX_BYTES = 4 * 1024 * 1024;
/** An app password's "last used" is written at most this often (after the answer). */
export const APP_PASSWORD_TOUCH_MS = HOUR;
