import { eq, inArray } from "drizzle-orm";
import { apiMessages as m, serverTexts } from "@contract/messages";
import { authTokens, sessions, users } from "../db/schema";
import type { Db } from "../env";
import { HttpError } from "../lib/http-error";
import { assertNotCommonPassword } from "../lib/common-passwords";
import { hashPassword } from "../lib/passwords";
import { iso } from "../lib/time";
import { findUserByEmail } from "./accounts";
import { dropUnusedTokensQuery, liveTokenCondition, newEmailToken } from "./email-tokens";
import type { Mailer } from "./mailer";

/** Sends a reset link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(deps: { db: Db; mailer: Mailer; origin: string }, email: string, now = Date.now()) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const reset = newEmailToken(deps.db, "reset", user.id, now);
  await deps.db.batch([dropUnusedTokensQuery(deps.db, "reset", user.id), reset.query]);
  const link = `${deps.origin}/new-password?token=${encodeURIComponent(reset.token)}`;
  await deps.mailer.send({ to: user.email, subject: serverTexts.resetSubject, text: serverTexts.resetBody(user.username, link) });
}

/**
 * Spends a reset token and sets the new password in one batch: the password, the revocation of
 * every session of the user, and marking the token used all depend on the token still being live,
 * so a spent, expired or unknown token changes nothing.
 */
export async function setNewPassword(db: Db, token: string, password: string, now = Date.now()) {
  assertNotCommonPassword(password);
  const passwordHash = await hashPassword(password);
  const tokenOwner = db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(liveTokenCondition("reset", token, now));
  const [, , spent] = await db.batch([
    db
      .update(users)
      .set({ passwordHash, passwordChangedAt: iso(now) })
      .where(inArray(users.id, tokenOwner)),
    db.delete(sessions).where(inArray(sessions.userId, tokenOwner)),
    db
      .update(authTokens)
      .set({ usedAt: iso(now) })
      .where(liveTokenCondition("reset", token, now))
      .returning({ userId: authTokens.userId }),
  ]);
  const userId = spent[0]?.userId;
  if (!userId) throw new HttpError("invalid_body", m.resetTokenInvalid);
  const [user] = await db.select({ familyId: users.familyId }).from(users).where(eq(users.id, userId));
  return { userId, familyId: user?.familyId ?? null };
}
