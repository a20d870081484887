import { type SQL, sql } from "drizzle-orm";
import { LOGIN_LIMITS as L } from "@contract/limits";
import type { Challenge } from "@contract/schemas/auth";
import type { Db } from "@worker/env";
import { networkKeyPrefix } from "@worker/lib/client";
import { type HttpError, RateLimitedError } from "@worker/lib/http-error";
import { loginDelayMs, loginRetryAfterMs, onlyTheChallengeLacks, type LoginFailures } from "@worker/lib/login-delay";
import { iso } from "@worker/lib/time";
import { ChallengeRequiredError } from "./challenge";

/** One sign-in attempt as the limiter counts it (docs/features/auth.md#sign-in-login_limits). */
export interface Attempt {
  id: string;
  /** The lower-cased username. */
  key: string;
  client: string;
  network: string;
  /** The known device it comes from: its failures count by the device, and the username's rules and the network's ceiling pass it. */
  deviceId: string | null;
  /** Whether it carries an answered challenge, which lets an unknown device past the username's ceiling once its delay has passed. */
  challenged: boolean;
}

/** Rows of the client's network: one key, or every /64 key inside an IPv6 /48 (an index range on the client column). */
export function inNetwork(network: string, column: SQL = sql`ip`) {
  const prefix = networkKeyPrefix(network);
  // ";" follows ":" in code order: every key that starts with the prefix sorts below prefix-with-";".
  return prefix ? sql`${column} >= ${prefix} AND ${column} < ${`${prefix.slice(0, -1)};`}` : sql`${column} = ${network}`;
}

/** The pair: this username from this known device, or from this client on any unknown device. */
const pairOf = ({ key, client, deviceId }: Pick<Attempt, "key" | "client" | "deviceId">) =>
  deviceId ? sql`username_key = ${key} AND device_id = ${deviceId}` : sql`username_key = ${key} AND ip = ${client} AND device_id IS NULL`;

/** The username's failures from unknown devices, over its own (longer) window. */
const ofUsername = (key: string, now: number) => sql`username_key = ${key} AND device_id IS NULL AND created_at > ${iso(now - L.usernameWindowMs)}`;

/** An ISO time stored as text, in milliseconds since 1970 (julianday is exact to well under a millisecond here). */
const msOf = (column: ReturnType<typeof sql>) => sql`CAST(round((julianday(${column}) - 2440587.5) * 86400000) AS INTEGER)`;

/**
 * Reserves the attempt before any hashing: one statement inserts it as a failure only while the
 * limits allow another try, and answers whether it did. Parallel attempts are counted one by one
 * (D1 runs statements in order), so no more of them reach the password check than the limits let
 * through. The delays count from the newest attempt, pending ones included.
 */
export async function reserveAttempt(db: Db, attempt: Attempt, now: number): Promise<boolean> {
  const { id, key, client, network, deviceId } = attempt;
  const failures = sql`success = 0 AND created_at > ${iso(now - L.windowMs)}`;
  const delays = Array.from({ length: L.maxPerUsernameClient - L.freeFailures }, (_, index) => L.freeFailures + index);
  const waitedEnough = sql`max(created_at) <= CASE count(*) ${sql.join(
    delays.map((n) => sql`WHEN ${n} THEN ${iso(now - loginDelayMs(n))}`),
    sql` `,
  )} END`;
  const pair = sql`(SELECT count(*) < ${L.maxPerUsernameClient} AND (count(*) < ${L.freeFailures} OR ${waitedEnough})
                    FROM login_events WHERE ${pairOf(attempt)} AND ${failures})`;
  const pastCeiling = attempt.challenged ? sql`${msOf(sql`max(created_at)`)} + (count(*) - ${L.maxPerUsername}) * ${L.usernameStepMs} <= ${now}` : sql`0`;
  const username = sql`(SELECT count(*) < ${L.maxPerUsername} OR (${pastCeiling}) FROM login_events WHERE ${ofUsername(key, now)} AND success = 0)`;
  const fromNetwork = sql`(SELECT count(*) FROM login_events WHERE ${inNetwork(network)} AND ${failures}) < ${L.maxPerClient}`;
  const allowed = deviceId ? pair : sql`${pair} AND ${username} AND ${fromNetwork}`;
  const reserved = await db.all<{ id: string }>(sql`
    INSERT INTO login_events (id, user_id, username_key, ip, device_id, success, created_at)
    SELECT ${id}, NULL, ${key}, ${client}, ${deviceId}, 0, ${iso(now)}
    WHERE ${allowed}
    RETURNING id`);
  return reserved.length > 0;
}

/** The failures the limits count for an attempt, as one row of LoginFailures. */
function failuresSql(attempt: Pick<Attempt, "key" | "client" | "deviceId" | "network">, now: number) {
  const recent = sql`created_at > ${iso(now - L.windowMs)}`;
  const pair = sql`${pairOf(attempt)} AND ${recent}`;
  const username = ofUsername(attempt.key, now);
  const fromNetwork = sql`${inNetwork(attempt.network)} AND ${recent}`;
  return sql`
    SELECT coalesce(sum(${pair}), 0) AS pair,
           max(CASE WHEN ${pair} THEN created_at END) AS pairLast,
           min(CASE WHEN ${pair} THEN created_at END) AS pairOldest,
           coalesce(sum(${username}), 0) AS username,
           max(CASE WHEN ${username} THEN created_at END) AS usernameLast,
           coalesce(sum(${fromNetwork}), 0) AS client,
           min(CASE WHEN ${fromNetwork} THEN created_at END) AS clientOldest
    FROM login_events
    WHERE success = 0 AND created_at > ${iso(now - L.usernameWindowMs)} AND (username_key = ${attempt.key} OR (${fromNetwork}))`;
}

const NO_FAILURES: LoginFailures = { pair: 0, pairLast: null, pairOldest: null, username: 0, usernameLast: null, client: 0, clientOldest: null };

async function failuresOf(db: Db, attempt: Attempt, now: number): Promise<LoginFailures> {
  const [state] = await db.all<LoginFailures>(failuresSql(attempt, now));
  return state ?? NO_FAILURES;
}

/** A refused reservation: the challenge when an unknown device lacks only that, else 429 with the wait. */
export async function refusalOf(db: Db, attempt: Attempt, now: number, newChallenge: () => Promise<Challenge>): Promise<HttpError> {
  const state = await failuresOf(db, attempt, now);
  if (!attempt.deviceId && onlyTheChallengeLacks(state, now)) return new ChallengeRequiredError(await newChallenge());
  return new RateLimitedError(loginRetryAfterMs(state, now, attempt.deviceId !== null), "sign_in_locked");
}
