import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { RECOVERY_CODE_COUNT, TOTP_WINDOW_STEPS } from "@contract/limits";
import { adminTexts } from "@contract/messages";
import type { RecoveryCodesAnswer, TotpSetupAnswer } from "@contract/schemas/auth";
import { enrolmentCodes, recoveryCodes, secondFactors } from "@worker/db/schema";
import type { AuthContext, Db } from "@worker/env";
import { rawStatement } from "@worker/lib/batch";
import { recoveryCodeDigest } from "@worker/lib/code-digest";
import { newId } from "@worker/lib/crypto";
import { type EnrolmentCode, enrolmentCodeMatches } from "@worker/lib/enrolment-code";
import { HttpError } from "@worker/lib/http-error";
import { d1Statement } from "@worker/lib/prepared-select";
import { seal, unseal } from "@worker/lib/sealed";
import { base32Key, matchingStep, newRecoveryCode, newTotpKey, normalRecoveryCode, totpUri } from "@worker/lib/totp";
import { iso } from "@worker/lib/time";
import { logWrongCode, releaseAttempt, takeCodeAttempt } from "./code-attempts";
import { type Outcome, outcome } from "@worker/services/effects";
import { securityEventQuery } from "@worker/services/security-log";
import { type SecondFactorDeps, spentBy } from "./second-factor";

/** An administrator's enrolment code, in the batch that makes or resets the account: replaces any earlier one. */
export const enrolmentCodeQuery = (db: Db, userId: string, code: EnrolmentCode, now: number) =>
  db
    .insert(enrolmentCodes)
    .values({ userId, codeHash: code.codeHash, expiresAt: code.expiresAt, createdAt: iso(now) })
    .onConflictDoUpdate({ target: enrolmentCodes.userId, set: { codeHash: code.codeHash, expiresAt: code.expiresAt, createdAt: iso(now) } });

const hasFactor = async (db: Db, userId: string) =>
  (await db.select({ enabledAt: secondFactors.enabledAt }).from(secondFactors).where(eq(secondFactors.userId, userId)).limit(1))[0];

/**
 * Enrolment, step one: the enrolment code (`npm run make-admin`, or shown to the administrator who
 * made the account) proves the caller is the one it was given to; then a new secret (replacing one
 * not confirmed yet), to type or scan into an app. The code is spent by step two, so a reload can
 * start again with it. A wrong code counts against the administrator's wrong-code limit.
 */
export async function beginEnrolment(deps: SecondFactorDeps, caller: AuthContext, enrolmentCode: string, now = Date.now()): Promise<Outcome<TotpSetupAnswer>> {
  const { db } = deps;
  if ((await hasFactor(db, caller.userId))?.enabledAt) throw new HttpError("conflict", adminTexts.alreadyEnrolled);
  const attempt = await takeCodeAttempt(db, caller.userId, "enrolment", now);
  const [stored] = await db
    .select({ codeHash: enrolmentCodes.codeHash })
    .from(enrolmentCodes)
    .where(and(eq(enrolmentCodes.userId, caller.userId), gt(enrolmentCodes.expiresAt, iso(now))));
  if (!stored || !(await enrolmentCodeMatches(enrolmentCode, stored.codeHash))) {
    deps.defer(logWrongCode(db, attempt, deps.client, now));
    throw new HttpError("invalid_body", adminTexts.enrolmentCodeWrong);
  }

  const key = newTotpKey();
  const sealed = await seal(deps.secret, key);
  const [[pending]] = await db.batch([
    db
      .insert(secondFactors)
      .values({ userId: caller.userId, secret: sealed, createdAt: iso(now) })
      .onConflictDoUpdate({
        target: secondFactors.userId,
        set: { secret: sealed, createdAt: iso(now), lastStep: null },
        setWhere: isNull(secondFactors.enabledAt),
      })
      .returning({ userId: secondFactors.userId }),
    releaseAttempt(db, attempt),
  ]);
  if (!pending) throw new HttpError("conflict", adminTexts.alreadyEnrolled);
  return outcome(200, { secret: base32Key(key), uri: totpUri(key, deps.issuer, caller.username) });
}

/**
 * Enrolment, step two: a code from the app proves it holds the secret. Enables the factor, spends
 * the enrolment code (it must still be there and unexpired), makes ten recovery codes (answered
 * once, stored as keyed digests) and logs `second_factor_enrolled`, in one batch.
 */
export async function finishEnrolment(deps: SecondFactorDeps, caller: AuthContext, code: string, now = Date.now()): Promise<Outcome<RecoveryCodesAnswer>> {
  const { db } = deps;
  const factor = await hasFactor(db, caller.userId);
  const [pending] = await db
    .select({ secret: secondFactors.secret })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, caller.userId), isNull(secondFactors.enabledAt)))
    .limit(1);
  if (!pending) throw new HttpError("conflict", factor?.enabledAt ? adminTexts.alreadyEnrolled : adminTexts.noPendingEnrolment);
  const attempt = await takeCodeAttempt(db, caller.userId, "enrolment", now);
  const key = await unseal(deps.secret, pending.secret);
  const step = key ? matchingStep(key, code, null, now, TOTP_WINDOW_STEPS) : null;
  if (step === null) {
    deps.defer(logWrongCode(db, attempt, deps.client, now));
    throw new HttpError("invalid_body", adminTexts.codeWrong);
  }

  const check = newId();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const spent = spentBy(caller.userId, check);
  const liveEnrolmentCode = sql`EXISTS (SELECT 1 FROM enrolment_codes WHERE user_id = ${caller.userId} AND expires_at > ${iso(now)})`;
  const [enabled] = await db.$client.batch([
    d1Statement(
      db.$client,
      db
        .update(secondFactors)
        .set({ enabledAt: iso(now), lastStep: step, lastCheck: check })
        .where(and(eq(secondFactors.userId, caller.userId), isNull(secondFactors.enabledAt), eq(secondFactors.secret, pending.secret), liveEnrolmentCode))
        .returning({ userId: secondFactors.userId }),
    ),
    d1Statement(db.$client, db.delete(enrolmentCodes).where(and(eq(enrolmentCodes.userId, caller.userId), spent))),
    d1Statement(db.$client, db.delete(recoveryCodes).where(and(eq(recoveryCodes.userId, caller.userId), spent))),
    rawStatement(
      db,
      sql`INSERT INTO recovery_codes (id, user_id, code_hash, created_at)
          SELECT column1, ${caller.userId}, column2, ${iso(now)}
          FROM (VALUES ${sql.join(
            codes.map((plain) => sql`(${newId()}, ${recoveryCodeDigest(deps.secret, caller.userId, normalRecoveryCode(plain) ?? plain)})`),
            sql`, `,
          )})
          WHERE ${spent}`,
    ),
    d1Statement(db.$client, releaseAttempt(db, attempt, spent)),
    d1Statement(
      db.$client,
      securityEventQuery(db, { actorId: caller.userId, client: deps.client }, { kind: "second_factor_enrolled", userId: caller.userId }, spent, now),
    ),
  ]);
  if (enabled?.results.length !== 1) {
    const [stillLive] = await db
      .select({ userId: enrolmentCodes.userId })
      .from(enrolmentCodes)
      .where(and(eq(enrolmentCodes.userId, caller.userId), gt(enrolmentCodes.expiresAt, iso(now))));
    throw new HttpError("conflict", stillLive ? adminTexts.noPendingEnrolment : adminTexts.enrolmentCodeGone);
  }
  return outcome(200, { recoveryCodes: codes });
}
