import { type SQL, sql } from "drizzle-orm";
import { DAV_SIGN_IN_LIMITS as L } from "@contract/caldav-limits";
import { hmacHex } from "@worker/lib/crypto";
import { iso } from "@worker/lib/time";
import { appPasswordDigest } from "./app-passwords";
import { inNetwork } from "@worker/services/auth/login-limits";

/**
 * CalDAV's sign-in limits (docs/features/caldav.md "Sign-in", `DAV_SIGN_IN_LIMITS`): failures
 * count by the client's network and by the guess, in `dav_sign_in_failures`, never by the
 * username, so what strangers send from their networks never holds a right app password sent
 * from another. The failure is recorded by one guarded statement, so parallel guesses are counted
 * one by one and no more of them are judged than the limits let through.
 */
export interface DavAttempt {
  /** The client key (an IPv6 address by its /64). */
  client: string;
  /** The client's network (an IPv6 address by its /48), which the ceiling counts. */
  network: string;
  /** A keyed hash of the lower-cased username and the app password's normal form. */
  guess: string;
}

export function davGuessOf(secret: string, username: string, password: string): string {
  return hmacHex(secret, `caldav-guess\n${username.toLowerCase()}\n${appPasswordDigest(password)}`).slice(0, 32);
}

const since = (now: number) => iso(now - L.windowMs);
const ofNetwork = (attempt: DavAttempt, now: number) => sql`${inNetwork(attempt.network, sql`client`)} AND created_at > ${since(now)}`;
const ofGuess = (attempt: DavAttempt, now: number) => sql`guess = ${attempt.guess} AND created_at > ${since(now)}`;

/** The network has room for another wrong guess: a repeated one counts once, so a phone retrying a revoked password uses up nothing. */
export const networkHasRoom = (attempt: DavAttempt, now: number) =>
  sql`(SELECT count(DISTINCT guess) FROM dav_sign_in_failures WHERE ${ofNetwork(attempt, now)}) < ${L.maxGuessesPerNetwork}`;

const guessHasRoom = (attempt: DavAttempt, now: number) => sql`(SELECT count(*) FROM dav_sign_in_failures WHERE ${ofGuess(attempt, now)}) < ${L.maxPerGuess}`;

/** Records the attempt as a failure when its credentials do not hold and the limits allow another, in one statement: a row comes back when it did. */
export const recordedFailureSql = (attempt: DavAttempt, credentialsHold: SQL, now: number) => sql`
  INSERT INTO dav_sign_in_failures (client, guess, created_at)
  SELECT ${attempt.client}, ${attempt.guess}, ${iso(now)}
  WHERE NOT (${credentialsHold}) AND ${networkHasRoom(attempt, now)} AND ${guessHasRoom(attempt, now)}
  RETURNING id`;

/** One row: the network's different guesses and its oldest failure in the window, the guess's failures and its oldest. */
export const failureStateSql = (attempt: DavAttempt, now: number) => sql`
  SELECT (SELECT count(DISTINCT guess) FROM dav_sign_in_failures WHERE ${ofNetwork(attempt, now)}) AS network,
         (SELECT min(created_at) FROM dav_sign_in_failures WHERE ${ofNetwork(attempt, now)}) AS networkOldest,
         (SELECT count(*) FROM dav_sign_in_failures WHERE ${ofGuess(attempt, now)}) AS guess,
         (SELECT min(created_at) FROM dav_sign_in_failures WHERE ${ofGuess(attempt, now)}) AS guessOldest`;

export interface DavFailureState {
  network: number;
  networkOldest: string | null;
  guess: number;
  guessOldest: string | null;
}

export const NO_FAILURES: DavFailureState = { network: 0, networkOldest: null, guess: 0, guessOldest: null };

/** How long the attempt must wait (0: it may be judged): until the oldest failure of each full count leaves the window. */
export function davRetryAfterMs(state: DavFailureState, now: number): number {
  const waits = [state.network >= L.maxGuessesPerNetwork ? state.networkOldest : null, state.guess >= L.maxPerGuess ? state.guessOldest : null].flatMap(
    (oldest) => (oldest ? [Date.parse(oldest) + L.windowMs - now] : []),
  );
  return waits.length > 0 ? Math.max(1000, ...waits) : 0;
}
