import { and, eq, gt, isNull, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import { MFA_TOKEN_MAX_FAILURES, MFA_TOKEN_TTL_MS, RECOVERY_CODE_COUNT, TOTP_WINDOW_STEPS } from "@contract/limits";
import { adminTexts, apiMessages as m } from "@contract/messages";
import type { LoginAnswer, MfaRequiredAnswer, RecoveryCodesAnswer, TotpSetupAnswer } from "@contract/schemas/auth";
import { families, mfaTokens, recoveryCodes, secondFactors, sessions, users } from "../db/schema";
import type { AuthContext, Db } from "../env";
import { hashToken, newId, randomToken } from "../lib/crypto";
import { rawStatement } from "../lib/batch";
import { HttpError } from "../lib/http-error";
import { d1Statement } from "../lib/prepared-select";
import { seal, unseal } from "../lib/sealed";
import { base32Key, matchingStep, newRecoveryCode, newTotpKey, normalRecoveryCode, totpUri } from "../lib/totp";
import { iso } from "../lib/time";
import { recordSecurityEvent } from "./security-log";
import { newSessionRow, sessionToken, signedInUser } from "./sessions";

export interface SecondFactorDeps {
  db: Db;
  /** JWT_SECRET: seals the TOTP keys and signs the session a code completes. */
  secret: string;
  /** The name authenticator apps show beside the account. */
  issuer: string;
}

/** What a code is: the TOTP of a time step not used yet, or a recovery code (whether it is one of the user's, the spend finds out). */
type Spend = { kind: "totp"; step: number } | { kind: "recovery"; hash: string };

async function judge(secret: string, factor: { secret: string; lastStep: number | null }, code: string, now: number): Promise<Spend | null> {
  const key = await unseal(secret, factor.secret);
  const step = key ? matchingStep(key, code, factor.lastStep, now, TOTP_WINDOW_STEPS) : null;
  if (step !== null) return { kind: "totp", step };
  const recovery = normalRecoveryCode(code);
  return recovery ? { kind: "recovery", hash: hashToken(recovery) } : null;
}

/**
 * Spends the code in one statement, only if it is still unspent (a step newer than the last
 * accepted, an unused recovery code) and `guard` holds; marks it with `check`, the id of this one
 * check, so the statements after it in the same batch can act only if this check spent it.
 */
function spendQuery(db: Db, userId: string, spend: Spend, check: string, now: number, guard: SQL = sql`1`) {
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
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, spend.hash), isNull(recoveryCodes.usedAt), guard))
    .returning({ userId: recoveryCodes.userId });
}

/** True inside a batch once `check` has spent a code of the user. */
const spentBy = (userId: string, check: string) =>
  sql`(EXISTS (SELECT 1 FROM second_factors WHERE user_id = ${userId} AND last_check = ${check})
       OR EXISTS (SELECT 1 FROM recovery_codes WHERE user_id = ${userId} AND used_by = ${check}))`;

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
export async function beginCodeSignIn(db: Db, userId: string, rememberMe: boolean, now: number): Promise<MfaRequiredAnswer | null> {
  const mfaToken = randomToken();
  const [made] = await db.all<{ token_hash: string }>(sql`
    INSERT INTO mfa_tokens (token_hash, user_id, remember_me, failures, expires_at, created_at)
    SELECT ${hashToken(mfaToken)}, ${userId}, ${rememberMe ? 1 : 0}, 0, ${iso(now + MFA_TOKEN_TTL_MS)}, ${iso(now)}
    WHERE EXISTS (SELECT 1 FROM second_factors WHERE user_id = ${userId} AND enabled_at IS NOT NULL)
    RETURNING token_hash`);
  return made ? { mfaRequired: true, mfaToken } : null;
}

export interface CodeSignInDeps extends SecondFactorDeps {
  client: string;
  defer: (work: Promise<unknown>) => void;
}

/**
 * `POST /api/auth/login/totp`: the token and a code not used before make the session; the token goes
 * with it. The sign-in is no step-up: a session token leaked right after it still cannot do what
 * cannot be undone without a code.
 */
export async function finishCodeSignIn(deps: CodeSignInDeps, body: { mfaToken: string; code: string }, now = Date.now()): Promise<LoginAnswer> {
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
  const wrongCode = async () => {
    await db
      .update(mfaTokens)
      .set({ failures: sql`${mfaTokens.failures} + 1` })
      .where(eq(mfaTokens.tokenHash, tokenHash));
    deps.defer(recordSecurityEvent(db, { kind: "sign_in_failed", client: deps.client, userId: user.id }, now));
    return new HttpError("unauthenticated", m.codeWrong);
  };
  const spend = await judge(deps.secret, found, body.code, now);
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
  ]);
  if (spent?.results.length !== 1) throw await wrongCode();

  deps.defer(recordSecurityEvent(db, { kind: "sign_in", client: deps.client, userId: user.id, actorId: user.id }, now));
  return {
    token: await sessionToken(deps.secret, user, session),
    user: signedInUser(user, found.timeZone),
  };
}

/** `POST /api/auth/step-up`: a code not used before marks this session as checked now. */
export async function stepUp(deps: SecondFactorDeps, caller: AuthContext, code: string, now = Date.now()): Promise<void> {
  const { db } = deps;
  const [factor] = await enabledFactorOf(db, caller.userId);
  const spend = factor ? await judge(deps.secret, factor, code, now) : null;
  if (!spend) throw new HttpError("invalid_body", adminTexts.codeWrong);
  const check = newId();
  const [spent] = await db.batch([
    spendQuery(db, caller.userId, spend, check, now),
    db
      .update(sessions)
      .set({ secondFactorAt: iso(now) })
      .where(and(eq(sessions.id, caller.sessionId), spentBy(caller.userId, check))),
  ]);
  if (spent.length === 0) throw new HttpError("invalid_body", adminTexts.codeWrong);
}

/** Enrolment, step one: a new secret (replacing one not confirmed yet), to type or scan into an app. */
export async function beginEnrolment(deps: SecondFactorDeps, caller: AuthContext, now = Date.now()): Promise<TotpSetupAnswer> {
  const key = newTotpKey();
  const sealed = await seal(deps.secret, key);
  const [pending] = await deps.db
    .insert(secondFactors)
    .values({ userId: caller.userId, secret: sealed, createdAt: iso(now) })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { secret: sealed, createdAt: iso(now), lastStep: null },
      setWhere: isNull(secondFactors.enabledAt),
    })
    .returning({ userId: secondFactors.userId });
  if (!pending) throw new HttpError("conflict", adminTexts.alreadyEnrolled);
  return { secret: base32Key(key), uri: totpUri(key, deps.issuer, caller.username) };
}

/**
 * Enrolment, step two: a code from the app proves it holds the secret. Enables the factor and makes
 * ten recovery codes (answered once, stored hashed) in one batch.
 */
export async function finishEnrolment(deps: SecondFactorDeps, caller: AuthContext, code: string, now = Date.now()): Promise<RecoveryCodesAnswer> {
  const { db } = deps;
  const [factor] = await db
    .select({ secret: secondFactors.secret, enabledAt: secondFactors.enabledAt })
    .from(secondFactors)
    .where(eq(secondFactors.userId, caller.userId))
    .limit(1);
  if (!factor) throw new HttpError("conflict", adminTexts.noPendingEnrolment);
  if (factor.enabledAt !== null) throw new HttpError("conflict", adminTexts.alreadyEnrolled);
  const key = await unseal(deps.secret, factor.secret);
  const step = key ? matchingStep(key, code, null, now, TOTP_WINDOW_STEPS) : null;
  if (step === null) throw new HttpError("invalid_body", adminTexts.codeWrong);

  const check = newId();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const spent = spentBy(caller.userId, check);
  const [enabled] = await db.$client.batch([
    d1Statement(
      db.$client,
      db
        .update(secondFactors)
        .set({ enabledAt: iso(now), lastStep: step, lastCheck: check })
        .where(and(eq(secondFactors.userId, caller.userId), isNull(secondFactors.enabledAt), eq(secondFactors.secret, factor.secret)))
        .returning({ userId: secondFactors.userId }),
    ),
    d1Statement(db.$client, db.delete(recoveryCodes).where(and(eq(recoveryCodes.userId, caller.userId), spent))),
    rawStatement(
      db,
      sql`INSERT INTO recovery_codes (id, user_id, code_hash, created_at)
          SELECT column1, ${caller.userId}, column2, ${iso(now)}
          FROM (VALUES ${sql.join(
            codes.map((plain) => sql`(${newId()}, ${hashToken(normalRecoveryCode(plain) ?? plain)})`),
            sql`, `,
          )})
          WHERE ${spent}`,
    ),
  ]);
  if (enabled?.results.length !== 1) throw new HttpError("conflict", adminTexts.noPendingEnrolment);
  return { recoveryCodes: codes };
}
