import { and, eq, gt, inArray, isNull, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import { MFA_TOKEN_MAX_FAILURES, MFA_TOKEN_TTL_MS, TOTP_WINDOW_STEPS } from "@contract/limits";
import { adminTexts, apiMessages as m } from "@contract/messages";
import type { LoginAnswer, MfaRequiredAnswer } from "@contract/schemas/auth";
import { families, mfaTokens, recoveryCodes, secondFactors, sessions, users } from "@worker/db/schema";
import type { FamilyDatabaseName } from "@worker/db/databases";
import { databaseOfSecret, markDatabase } from "@worker/lib/token-database";
import type { AuthContext, Db } from "@worker/env";
import { hashToken, newId, randomToken } from "@worker/lib/crypto";
import { rawStatement } from "@worker/lib/batch";
import { recoveryCodeDigests } from "@worker/lib/code-digest";
import { HttpError } from "@worker/lib/http-error";
import { d1Statement } from "@worker/lib/prepared-select";
import { unseal } from "@worker/lib/sealed";
import { matchingStep, normalRecoveryCode } from "@worker/lib/totp";
import { iso } from "@worker/lib/time";
import { type CodeAttempt, logWrongCode, releaseAttempt, takeCodeAttempt } from "./code-attempts";
import { type Outcome, outcome } from "@worker/services/effects";
import { recordSecurityEvent, securityEventQuery } from "@worker/services/security-log";
import { newSessionRow, sessionToken, signedInUser } from "./sessions";

export interface SecondFactorDeps {
  db: Db;
  /** JWT_SECRET: seals the TOTP keys, keys the recovery codes' digests and signs the session a code completes. */
  secret: string;
  /** The name authenticator apps show beside the account. */
  issuer: string;
  /** The client key, for the security log. */
  client: string;
  /** Work after the answer: the security log's rows of sign-ins and wrong codes (docs/features/auth.md "Security log": attempts and refusals are written after the answer). */
  defer: (work: Promise<unknown>) => void;
}

/** What a code is: the TOTP of a time step not used yet, or a recovery code (whether it is one of the user's, the spend finds out). */
type Spend = { kind: "totp"; step: number } | { kind: "recovery"; digests: string[] };

async function judge(
  deps: SecondFactorDeps,
  userId: string,
  factor: { secret: string; lastStep: number | null },
  code: string,
  now: number,
): Promise<Spend | null> {
  const key = await unseal(deps.secret, factor.secret);
  const step = key ? matchingStep(key, code, factor.lastStep, now, TOTP_WINDOW_STEPS) : null;
  if (step !== null) return { kind: "totp", step };
  const recovery = normalRecoveryCode(code);
  return recovery ? { kind: "recovery", digests: recoveryCodeDigests(deps.secret, userId, recovery) } : null;
}

/**
 * Spends the code in one statement, only if it is still unspent (a step newer than the last
 * accepted, an unused recovery code) and `guard` holds; marks it with `check`, the id of this one
 * check, so the statements after it in the same batch can act only if this check spent it.
 */
export function spendQuery(db: Db, userId: string, spend: Spend, check: string, now: number, guard: SQL = sql`1`) {
  if (spend.kind === "totp") {
    return db
      .update(secondFactors)
      .set({ lastStep: spend.step, lastCheck: check })
      .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.enabledAt), sql`coalesce(${secondFactors.lastStep}, -1) < ${spend.step}`, guard))
      .returning({ userId: secondFactors.userId });
  }
  return db
    .update(recoveryCodes)
    .set({ usedAt: iso(now), usedBy: check })
    .where(and(eq(recoveryCodes.userId, userId), inArray(recoveryCodes.codeHash, spend.digests), isNull(recoveryCodes.usedAt), guard))
    .returning({ userId: recoveryCodes.userId });
}

/** True inside a batch once `check` has spent a code of the user. */
export const spentBy = (userId: string, check: string) =>
  sql`(EXISTS (SELECT 1 FROM second_factors WHERE user_id = ${userId} AND last_check = ${check})
       OR EXISTS (SELECT 1 FROM recovery_codes WHERE user_id = ${userId} AND used_by = ${check}))`;

/** What follows a spend in its batch: the code's place in the wrong-code count back, and the log row of a recovery code used. */
function afterSpend(deps: SecondFactorDeps, attempt: CodeAttempt, check: string, now: number) {
  const { db } = deps;
  const recoveryUsed = sql`EXISTS (SELECT 1 FROM recovery_codes WHERE user_id = ${attempt.userId} AND used_by = ${check})`;
  return [
    releaseAttempt(db, attempt, spentBy(attempt.userId, check)),
    securityEventQuery(
      db,
      { actorId: attempt.userId, client: deps.client },
      { kind: "recovery_code_used", userId: attempt.userId, detail: { step: attempt.step } },
      recoveryUsed,
      now,
    ),
  ] as const;
}

const enabledFactorOf = (db: Db, userId: string) =>
  db
    .select({ secret: secondFactors.secret, lastStep: secondFactors.lastStep })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.enabledAt)))
    .limit(1);

/**
 * The password step of an administrator with a second factor: a short-lived, single-use token and
 * no session. Null when the user has none enabled (an administrator who must enrol signs in with a
 * session restricted to enrolment instead).
 */
export async function beginCodeSignIn(db: Db, dbName: FamilyDatabaseName, userId: string, rememberMe: boolean, now: number): Promise<MfaRequiredAnswer | null> {
  // Ends in its database's number: the code step opens that database (lib/token-database.ts).
  const mfaToken = markDatabase(randomToken(), dbName);
  const [made] = await db.all<{ token_hash: string }>(sql`
    INSERT INTO mfa_tokens (token_hash, user_id, remember_me, failures, expires_at, created_at)
    SELECT ${hashToken(mfaToken)}, ${userId}, ${rememberMe ? 1 : 0}, 0, ${iso(now + MFA_TOKEN_TTL_MS)}, ${iso(now)}
    WHERE EXISTS (SELECT 1 FROM second_factors WHERE user_id = ${userId} AND enabled_at IS NOT NULL)
    RETURNING token_hash`);
  return made ? { mfaRequired: true, mfaToken } : null;
}

/**
 * `POST /api/auth/login/totp`: the token and a code not used before make the session; the token goes
 * with it. The sign-in is no step-up: a session token leaked right after it still cannot do what
 * cannot be undone without a code. Every code counts against the administrator's wrong-code limit
 * (services/auth/code-attempts.ts), whichever token it comes with.
 */
export async function finishCodeSignIn(deps: SecondFactorDeps, body: { mfaToken: string; code: string }, now = Date.now()): Promise<Outcome<LoginAnswer>> {
  const { db } = deps;
  const tokenHash = hashToken(body.mfaToken);
  const liveToken = and(eq(mfaTokens.tokenHash, tokenHash), gt(mfaTokens.expiresAt, iso(now)), lt(mfaTokens.failures, MFA_TOKEN_MAX_FAILURES));
  const [found] = await db
    .select({ user: users, timeZone: families.timeZone, rememberMe: mfaTokens.rememberMe, secret: secondFactors.secret, lastStep: secondFactors.lastStep })
    .from(mfaTokens)
    .innerJoin(users, eq(users.id, mfaTokens.userId))
    .innerJoin(secondFactors, and(eq(secondFactors.userId, users.id), isNotNull(secondFactors.enabledAt)))
    .leftJoin(families, eq(families.id, users.familyId))
    .where(liveToken)
    .limit(1);
  if (!found) throw new HttpError("unauthenticated", m.mfaTokenInvalid);
  const { user } = found;
  const attempt = await takeCodeAttempt(db, user.id, "sign-in", now);
  const wrongCode = async () => {
    await db
      .update(mfaTokens)
      .set({ failures: sql`${mfaTokens.failures} + 1` })
      .where(eq(mfaTokens.tokenHash, tokenHash));
    deps.defer(recordSecurityEvent(db, { kind: "sign_in_failed", client: deps.client, userId: user.id }, now));
    deps.defer(logWrongCode(db, attempt, deps.client, now));
    return new HttpError("unauthenticated", m.codeWrong);
  };
  const spend = await judge(deps, user.id, found, body.code, now);
  if (!spend) throw await wrongCode();

  const check = newId();
  const session = newSessionRow(user.id, found.rememberMe, now);
  const [spent] = await db.$client.batch([
    d1Statement(db.$client, spendQuery(db, user.id, spend, check, now, sql`EXISTS (SELECT 1 FROM mfa_tokens WHERE ${liveToken})`)),
    rawStatement(
      db,
      sql`INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at)
          SELECT ${session.id}, ${user.id}, ${session.createdAt}, ${session.lastSeenAt}, ${session.expiresAt}
          WHERE ${spentBy(user.id, check)}`,
    ),
    d1Statement(db.$client, db.delete(mfaTokens).where(and(eq(mfaTokens.tokenHash, tokenHash), spentBy(user.id, check)))),
    ...afterSpend(deps, attempt, check, now).map((query) => d1Statement(db.$client, query)),
  ]);
  if (spent?.results.length !== 1) throw await wrongCode();

  deps.defer(recordSecurityEvent(db, { kind: "sign_in", client: deps.client, userId: user.id, actorId: user.id }, now));
  const owner = { ...user, db: databaseOfSecret(body.mfaToken) };
  return outcome(200, { token: await sessionToken(deps.secret, owner, session), user: signedInUser(user, found.timeZone) });
}

/** `POST /api/auth/step-up`: a code not used before marks this session as checked now. */
export async function stepUp(deps: SecondFactorDeps, caller: AuthContext, code: string, now = Date.now()): Promise<Outcome<undefined>> {
  const { db } = deps;
  const attempt = await takeCodeAttempt(db, caller.userId, "step-up", now);
  const wrongCode = () => {
    deps.defer(logWrongCode(db, attempt, deps.client, now));
    return new HttpError("invalid_body", adminTexts.codeWrong);
  };
  const [factor] = await enabledFactorOf(db, caller.userId);
  const spend = factor ? await judge(deps, caller.userId, factor, code, now) : null;
  if (!spend) throw wrongCode();
  const check = newId();
  const [spent] = await db.batch([
    spendQuery(db, caller.userId, spend, check, now),
    db
      .update(sessions)
      .set({ secondFactorAt: iso(now) })
      .where(and(eq(sessions.id, caller.sessionId), spentBy(caller.userId, check))),
    ...afterSpend(deps, attempt, check, now),
  ]);
  if (spent.length === 0) throw wrongCode();
  return outcome(204, undefined);
}
