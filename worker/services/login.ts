import { eq, sql } from "drizzle-orm";
import { LOGIN_LIMITS as L } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import type { Challenge, LoginAnswer, LoginBody, SignInAnswer } from "@contract/schemas/auth";
import { families, loginEvents, users } from "../db/schema";
import type { Db } from "../env";
import { networkKeyPrefix } from "../lib/client";
import { newId } from "../lib/crypto";
import { knownDeviceId, signDeviceToken } from "../lib/device-token";
import { HttpError } from "../lib/http-error";
import { loginDelayMs, loginRetryAfterMs, onlyTheCeilingRefuses, type LoginFailures } from "../lib/login-delay";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "../lib/passwords";
import { iso } from "../lib/time";
import { ChallengeRequiredError, consumeChallenge, issueChallenge } from "./challenge";
import { beginCodeSignIn } from "./second-factor";
import { recordSecurityEvent } from "./security-log";
import { createSession, signedInUser } from "./sessions";
import { RateLimitedError } from "./throttle";

const usernameKey = (username: string) => username.trim().toLowerCase();

export interface LoginDeps {
  db: Db;
  secret: string;
  /** The client key of the request (worker/lib/client.ts): what the pair limit counts. */
  client: string;
  /** The client's network (an IPv6 address by its /48): what the per-client ceiling counts. */
  network: string;
  /** The device token the request carries for the typed username (worker/lib/device-token.ts), if any. */
  deviceToken?: string;
  /** A fresh challenge for a `challenge_required` answer; the route counts it against the challenge throttle. */
  newChallenge?: () => Promise<Challenge>;
  /** Runs work after the answer is sent (the security log). */
  defer: (work: Promise<unknown>) => void;
  /** The password check; tests count its calls. */
  verify?: (password: string, stored: string) => Promise<boolean>;
  /** The check for an unknown username, which costs the same time. */
  verifyUnknown?: (password: string) => Promise<false>;
}

/** Failures of the client's network: one key, or every /64 key inside an IPv6 /48 (an index range on `ip`). */
function inNetwork(network: string) {
  const prefix = networkKeyPrefix(network);
  // ";" follows ":" in code order: every key that starts with the prefix sorts below prefix-with-";".
  return prefix ? sql`ip >= ${prefix} AND ip < ${`${prefix.slice(0, -1)};`}` : sql`ip = ${network}`;
}

interface Attempt {
  id: string;
  key: string;
  client: string;
  network: string;
  /** Whether the per-username ceiling applies: not to a known device, nor to a solved challenge. */
  ceiling: boolean;
}

/**
 * Reserves the attempt before any hashing: one statement inserts it as a failure only while the
 * limits allow another try, and answers whether it did. Parallel attempts are counted one by one
 * (D1 runs statements in order), so no more of them reach the password check than the limits let
 * through. The pair's progressive delay counts from its newest attempt, pending ones included.
 */
async function reserveAttempt(db: Db, attempt: Attempt, now: number): Promise<boolean> {
  const { id, key, client, network } = attempt;
  const since = iso(now - L.windowMs);
  const failures = sql`${loginEvents.success} = 0 AND ${loginEvents.createdAt} > ${since}`;
  const delays = Array.from({ length: L.maxPerUsernameClient - L.freeFailures }, (_, index) => L.freeFailures + index);
  const waitedEnough = sql`max(${loginEvents.createdAt}) <= CASE count(*) ${sql.join(
    delays.map((n) => sql`WHEN ${n} THEN ${iso(now - loginDelayMs(n))}`),
    sql` `,
  )} END`;
  const ceiling = attempt.ceiling ? sql`(SELECT count(*) FROM login_events WHERE username_key = ${key} AND ${failures}) < ${L.maxPerUsername}` : sql`1`;
  const reserved = await db.all<{ id: string }>(sql`
    INSERT INTO login_events (id, user_id, username_key, ip, success, created_at)
    SELECT ${id}, NULL, ${key}, ${client}, 0, ${iso(now)}
    WHERE (SELECT count(*) < ${L.maxPerUsernameClient} AND (count(*) < ${L.freeFailures} OR ${waitedEnough})
           FROM login_events WHERE username_key = ${key} AND ip = ${client} AND ${failures})
      AND ${ceiling}
      AND (SELECT count(*) FROM login_events WHERE ${inNetwork(network)} AND ${failures}) < ${L.maxPerClient}
    RETURNING id`);
  return reserved.length > 0;
}

async function failuresOf(db: Db, { key, client, network }: Attempt, now: number): Promise<LoginFailures> {
  const pair = sql`username_key = ${key} AND ip = ${client}`;
  const fromNetwork = inNetwork(network);
  const [state] = await db.all<LoginFailures>(sql`
    SELECT coalesce(sum(${pair}), 0) AS pair,
           max(CASE WHEN ${pair} THEN created_at END) AS pairLast,
           min(CASE WHEN ${pair} THEN created_at END) AS pairOldest,
           coalesce(sum(username_key = ${key}), 0) AS username,
           min(CASE WHEN username_key = ${key} THEN created_at END) AS usernameOldest,
           coalesce(sum(${fromNetwork}), 0) AS client,
           min(CASE WHEN ${fromNetwork} THEN created_at END) AS clientOldest
    FROM login_events
    WHERE success = 0 AND created_at > ${iso(now - L.windowMs)} AND (username_key = ${key} OR (${fromNetwork}))`);
  return state ?? { pair: 0, pairLast: null, pairOldest: null, username: 0, usernameOldest: null, client: 0, clientOldest: null };
}

/** A refused reservation: the challenge when only the per-username ceiling stood in the way, else 429. */
async function refusal(deps: LoginDeps, attempt: Attempt, now: number): Promise<HttpError> {
  const state = await failuresOf(deps.db, attempt, now);
  if (attempt.ceiling && onlyTheCeilingRefuses(state, now)) {
    return new ChallengeRequiredError(await (deps.newChallenge ?? (() => issueChallenge(deps.secret, now)))());
  }
  return new RateLimitedError(loginRetryAfterMs(state, now), "sign_in_locked");
}

/** What a sign-in answers, and the device token to leave on the device (docs/features/auth.md#known-devices). */
export interface SignedIn {
  /** The session, or an administrator's code step (services/second-factor.ts). */
  answer: SignInAnswer;
  username: string;
  deviceToken: string;
}

export async function login(deps: LoginDeps, body: LoginBody, now = Date.now()): Promise<SignedIn> {
  const { db, client } = deps;
  const key = usernameKey(body.username);
  // A solved challenge buys one try past the ceiling; it costs no hashing, so it is checked first.
  if (body.securityToken !== undefined) await consumeChallenge(db, deps.secret, body.securityToken, body.answer ?? "", now);
  const [found] = await db
    .select({ user: users, timeZone: families.timeZone })
    .from(users)
    .leftJoin(families, eq(families.id, users.familyId))
    .where(sql`lower(${users.username}) = ${key}`)
    .limit(1);
  const user = found?.user;
  const deviceId = user ? knownDeviceId(deps.secret, deps.deviceToken, user) : null;
  const attempt: Attempt = { id: newId(), key, client, network: deps.network, ceiling: deviceId === null && body.securityToken === undefined };
  if (!(await reserveAttempt(db, attempt, now))) throw await refusal(deps, attempt, now);

  const ok = user ? await (deps.verify ?? verifyPassword)(body.password, user.passwordHash) : await (deps.verifyUnknown ?? verifyAgainstDummy)(body.password);
  if (!ok || !user) {
    deps.defer(recordSecurityEvent(db, { kind: "sign_in_failed", client, userId: user?.id ?? null }, now));
    throw new HttpError("unauthenticated", m.loginFailed);
  }

  await db.update(loginEvents).set({ success: true, userId: user.id }).where(eq(loginEvents.id, attempt.id));
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(users.id, user.id));
  }
  const deviceToken = signDeviceToken(deps.secret, user, deviceId ?? undefined);
  // An administrator's sign-in goes on with a code (services/second-factor.ts); one without a factor must enrol.
  const codeStep = user.isAdmin ? await beginCodeSignIn(db, user.id, body.rememberMe, now) : null;
  if (codeStep) return { answer: codeStep, username: user.username, deviceToken };
  const { token } = await createSession(db, deps.secret, user, body.rememberMe, now);
  deps.defer(recordSecurityEvent(db, { kind: "sign_in", client, userId: user.id, actorId: user.id }, now));
  const answer: LoginAnswer = {
    token,
    user: { ...signedInUser(user, found?.timeZone), ...(user.isAdmin ? { mfaEnrolRequired: true as const } : {}) },
  };
  return { answer, username: user.username, deviceToken };
}
