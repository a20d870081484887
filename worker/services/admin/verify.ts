import { and, eq, isNull, sql } from "drizzle-orm";
import { adminCareTexts as m } from "@contract/messages";
import { authTokens, users } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { HttpError } from "@worker/lib/http-error";
import { errorText } from "@worker/lib/error-text";
import { iso } from "@worker/lib/time";
import { sendVerificationMail } from "@worker/services/auth/accounts";
import { userNotFound } from "./users";
import { dropUnusedTokensQuery, newEmailToken } from "@worker/services/auth/email-tokens";
import type { Mailer } from "@worker/services/mailer";
import { type Outcome, outcome } from "@worker/services/effects";
import { type Audit, securityEventQuery } from "@worker/services/security-log";
import type { ResendVerificationAnswer, VerifyUserAnswer } from "@contract/schemas/admin";

/** A user who is not verified yet: 404 for an unknown id, 409 for one already verified. */
async function unverifiedUser(db: Db, id: string) {
  const [user] = await db
    .select({ id: users.id, username: users.username, email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!user) throw userNotFound();
  if (user.verifiedAt) throw new HttpError("conflict", m.alreadyVerified);
  return user;
}

/**
 * Marks a user's address verified and spends their open verification links (an old link then
 * answers "already verified") and logs user_verified, in one batch. Every write holds only while the
 * user is unverified, so of two clicks at once one verifies and the other answers 409 with nothing written.
 */
export async function verifyUser(db: Db, id: string, audit: Audit, now = Date.now()): Promise<Outcome<VerifyUserAnswer>> {
  const user = await unverifiedUser(db, id);
  const stillUnverified = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${id} AND ${users.emailVerifiedAt} IS NULL)`;
  const [, , verified] = await db.batch([
    securityEventQuery(db, audit, { kind: "user_verified", userId: id }, stillUnverified, now),
    db
      .update(authTokens)
      .set({ usedAt: iso(now) })
      .where(and(eq(authTokens.userId, id), eq(authTokens.kind, "verify"), isNull(authTokens.usedAt), stillUnverified)),
    db
      .update(users)
      .set({ emailVerifiedAt: iso(now) })
      .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id }),
  ]);
  if (verified.length === 0) throw new HttpError("conflict", m.alreadyVerified);
  return outcome(200, { message: m.userVerified, user: { id: user.id, username: user.username } });
}

/**
 * Sends an unverified user a fresh verification link, as registration does; their earlier unused
 * links stop working; the new link and verification_resent are one batch. The mail is sent before
 * the answer, not as an effect after it, so "sent" is true when it is said and a failed mail answers 503.
 */
export async function resendVerification(
  deps: { db: Db; mailer: Mailer; origin: string },
  id: string,
  audit: Audit,
  now = Date.now(),
): Promise<Outcome<ResendVerificationAnswer>> {
  const user = await unverifiedUser(deps.db, id);
  const verification = newEmailToken(deps.db, "verify", user.id, now);
  await deps.db.batch([
    dropUnusedTokensQuery(deps.db, "verify", user.id),
    verification.query,
    securityEventQuery(deps.db, audit, { kind: "verification_resent", userId: user.id }, undefined, now),
  ]);
  try {
    await sendVerificationMail(deps, user, verification.token);
  } catch (error) {
    console.error(`verification mail failed: ${errorText(error)}`);
    throw new HttpError("unavailable", m.verificationMailFailed);
  }
  return outcome(200, { message: `${m.verificationSent} to ${user.email}`, user: { id: user.id, email: user.email } });
}
