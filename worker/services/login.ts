import { eq, sql } from "drizzle-orm";
import { DEFAULT_TIME_ZONE, LOGIN_LIMITS as L } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import type { LoginBody, SignInAnswer } from "@contract/schemas/auth";
import { families, loginEvents, users } from "../db/schema";
import type { Db } from "../env";
import { newId } from "../lib/crypto";
import { HttpError } from "../lib/http-error";
import { loginDelayMs, loginRetryAfterMs, type LoginFailures } from "../lib/login-delay";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "../lib/passwords";
import { iso } from "../lib/time";
import { beginCodeSignIn } from "./second-factor";
import { recordSecurityEvent } from "./security-log";
import { createSession } from "./sessions";
import { RateLimitedError } from "./throttle";

const usernameKey = (username: string) => username.trim().toLowerCase();

export interface LoginDeps {
  db: Db;
  secret: string;
  /** The client key of the request (worker/lib/client.ts). */
  client: string;
  /** Runs work after the answer is sent (the security log). */
  defer: (work: Promise<unknown>) => void;
  /** The password check; tests count its calls. */
  verify?: (password: string, stored: string) => Promise<boolean>;
  /** The check for an unknown username, which costs the same time. */
  verifyUnknown?: (password: string) => Promise<false>;
}

/**
 * Reserves the attempt before any hashing: one statement inserts it as a failure only while the
 * limits allow another try, and answers whether it did. Parallel attempts are counted one by one
 * (D1 runs statements in order), so no more of them reach the password check than the limits let
 * through. The pair's progressive delay counts from its newest attempt, pending ones included.
 */
async function reserveAttempt(db: Db, id: string, key: string, client: string, now: number): Promise<boolean> {
  const since = iso(now - L.windowMs);
  const failures = sql`${loginEvents.success} = 0 AND ${loginEvents.createdAt} > ${since}`;
  const delays = Array.from({ length: L.maxPerUsernameClient - L.freeFailures }, (_, index) => L.freeFailures + index);
  const waitedEnough = sql`max(${loginEvents.createdAt}) <= CASE count(*) ${sql.join(
    delays.map((n) => sql`WHEN ${n} THEN ${iso(now - loginDelayMs(n))}`),
    sql` `,
  )} END`;
  const reserved = await db.all<{ id: string }>(sql`
    INSERT INTO login_events (id, user_id, username_key, ip, success, created_at)
    SELECT ${id}, NULL, ${key}, ${client}, 0, ${iso(now)}
    WHERE (SELECT count(*) < ${L.maxPerUsernameClient} AND (count(*) < ${L.freeFailures} OR ${waitedEnough})
           FROM login_events WHERE username_key = ${key} AND ip = ${client} AND ${failures})
      AND (SELECT count(*) FROM login_events WHERE username_key = ${key} AND ${failures}) < ${L.maxPerUsername}
      AND (SELECT count(*) FROM login_events WHERE ip = ${client} AND ${failures}) < ${L.maxPerClient}
    RETURNING id`);
  return reserved.length > 0;
}

async function failuresOf(db: Db, key: string, client: string, now: number): Promise<LoginFailures> {
  const pair = sql`username_key = ${key} AND ip = ${client}`;
  const [state] = await db.all<LoginFailures>(sql`
    SELECT coalesce(sum(${pair}), 0) AS pair,
           max(CASE WHEN ${pair} THEN created_at END) AS pairLast,
           min(CASE WHEN ${pair} THEN created_at END) AS pairOldest,
           coalesce(sum(username_key = ${key}), 0) AS username,
           min(CASE WHEN username_key = ${key} THEN created_at END) AS usernameOldest,
           coalesce(sum(ip = ${client}), 0) AS client,
           min(CASE WHEN ip = ${client} THEN created_at END) AS clientOldest
    FROM login_events
    WHERE success = 0 AND created_at > ${iso(now - L.windowMs)} AND (username_key = ${key} OR ip = ${client})`);
  return state ?? { pair: 0, pairLast: null, pairOldest: null, username: 0, usernameOldest: null, client: 0, clientOldest: null };
}

export async function login(deps: LoginDeps, body: LoginBody, now = Date.now()): Promise<SignInAnswer> {
  const { db, client } = deps;
  const key = usernameKey(body.username);
  const attemptId = newId();
  if (!(await reserveAttempt(db, attemptId, key, client, now))) {
    throw new RateLimitedError(loginRetryAfterMs(await failuresOf(db, key, client, now), now), "sign_in_locked");
  }

  const [found] = await db
    .select({ user: users, timeZone: families.timeZone })
    .from(users)
    .leftJoin(families, eq(families.id, users.familyId))
    .where(sql`lower(${users.username}) = ${key}`)
    .limit(1);
  const user = found?.user;
  const ok = user ? await (deps.verify ?? verifyPassword)(body.password, user.passwordHash) : await (deps.verifyUnknown ?? verifyAgainstDummy)(body.password);
  if (!ok || !user) {
    deps.defer(recordSecurityEvent(db, { kind: "sign_in_failed", client, userId: user?.id ?? null }, now));
    throw new HttpError("unauthenticated", m.loginFailed);
  }

  await db.update(loginEvents).set({ success: true, userId: user.id }).where(eq(loginEvents.id, attemptId));
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(users.id, user.id));
  }
  // An administrator's sign-in goes on with a code (services/second-factor.ts); one without a factor must enrol.
  const codeStep = user.isAdmin ? await beginCodeSignIn(db, user.id, body.rememberMe, now) : null;
  if (codeStep) return codeStep;
  const { token } = await createSession(db, deps.secret, user, body.rememberMe, now);
  deps.defer(recordSecurityEvent(db, { kind: "sign_in", client, userId: user.id, actorId: user.id }, now));
  return {
    token,
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      familyId: user.familyId,
      isAdmin: user.isAdmin,
      verified: user.emailVerifiedAt !== null,
      timeZone: found?.timeZone ?? DEFAULT_TIME_ZONE,
      ...(user.isAdmin ? { mfaEnrolRequired: true as const } : {}),
    },
  };
}
