import { eq, sql } from "drizzle-orm";
import { apiMessages as m } from "@contract/messages";
import type { Challenge, LoginAnswer, LoginBody, SignInAnswer } from "@contract/schemas/auth";
import { families, loginEvents, users } from "@worker/db/schema";
import type { FamilyDatabaseName } from "@worker/db/databases";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { knownDeviceId, signDeviceToken } from "@worker/lib/device-token";
import { HttpError } from "@worker/lib/http-error";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "@worker/lib/passwords";
import { consumeChallenge, issueChallenge } from "./challenge";
import { type Attempt, refusalOf, reserveAttempt } from "./login-limits";
import { beginCodeSignIn } from "./second-factor";
import { recordSecurityEvent } from "@worker/services/security-log";
import { createSession, signedInUser } from "./sessions";
import { databaseOfLogin, loginKey } from "@worker/services/directory/accounts";

export interface LoginDeps {
  /** The directory: the login names, the attempts and the challenges. */
  db: Db;
  /** Opens the request's session in a family database (the account's) and answers it. */
  familyDb: (name: FamilyDatabaseName) => Db;
  secret: string;
  /** The client key of the request (worker/lib/client.ts): what the pair limit counts. */
  client: string;
  /** The client's network (an IPv6 address by its /48): what the per-client ceiling counts (never for a known device). */
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

/** What a sign-in answers, and the device token to leave on the device (docs/features/auth.md#known-devices). */
export interface SignedIn {
  /** The session, or an administrator's code step (services/auth/second-factor.ts). */
  answer: SignInAnswer;
  username: string;
  deviceToken: string;
}

export async function login(deps: LoginDeps, body: LoginBody, now = Date.now()): Promise<SignedIn> {
  const { db, client } = deps;
  const key = loginKey(body.username);
  // A solved challenge buys one try past the username's ceiling (once its delay has passed); it costs no hashing, so it is checked first.
  if (body.securityToken !== undefined) await consumeChallenge(db, deps.secret, body.securityToken, body.answer ?? "", now);
  // An unknown name reads a family database all the same, so its answer takes as long as a known one's.
  const home = (await databaseOfLogin(db, "username", key)) ?? "DB_00";
  const userDb = deps.familyDb(home);
  const [found] = await userDb
    .select({ user: users, timeZone: families.timeZone })
    .from(users)
    .leftJoin(families, eq(families.id, users.familyId))
    .where(sql`lower(${users.username}) = ${key}`)
    .limit(1);
  const user = found?.user;
  const deviceId = user ? knownDeviceId(deps.secret, deps.deviceToken, user) : null;
  const attempt: Attempt = { id: newId(), key, client, network: deps.network, deviceId, challenged: body.securityToken !== undefined };
  if (!(await reserveAttempt(db, attempt, now))) {
    throw await refusalOf(db, attempt, now, deps.newChallenge ?? (() => issueChallenge(deps.secret, now)));
  }

  const ok = user ? await (deps.verify ?? verifyPassword)(body.password, user.passwordHash) : await (deps.verifyUnknown ?? verifyAgainstDummy)(body.password);
  if (!ok || !user) {
    deps.defer(recordSecurityEvent(user ? userDb : db, { kind: "sign_in_failed", client, userId: user?.id ?? null }, now));
    throw new HttpError("unauthenticated", m.loginFailed);
  }

  await db.update(loginEvents).set({ success: true, userId: user.id }).where(eq(loginEvents.id, attempt.id));
  if (needsRehash(user.passwordHash)) {
    await userDb
      .update(users)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(users.id, user.id));
  }
  const deviceToken = signDeviceToken(deps.secret, user, deviceId ?? undefined);
  // An administrator's sign-in goes on with a code (services/auth/second-factor.ts); one without a factor must enrol.
  const codeStep = user.isAdmin ? await beginCodeSignIn(userDb, home, user.id, body.rememberMe, now) : null;
  if (codeStep) return { answer: codeStep, username: user.username, deviceToken };
  const { token } = await createSession(userDb, deps.secret, { ...user, db: home }, body.rememberMe, now);
  deps.defer(recordSecurityEvent(userDb, { kind: "sign_in", client, userId: user.id, actorId: user.id }, now));
  const answer: LoginAnswer = {
    token,
    user: { ...signedInUser(user, found?.timeZone), ...(user.isAdmin ? { mfaEnrolRequired: true as const } : {}) },
  };
  return { answer, username: user.username, deviceToken };
}
