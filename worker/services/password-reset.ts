import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { apiMessages as m, serverTexts } from "@contract/messages";
import { authTokens, families, familyMembers, sessions, users } from "../db/schema";
import type { Db } from "../env";
import { newId } from "../lib/crypto";
import { HttpError } from "../lib/http-error";
import { assertNotCommonPassword } from "../lib/common-passwords";
import { hashPassword } from "../lib/passwords";
import { iso } from "../lib/time";
import { findUserByEmail } from "./accounts";
import { dropUnusedTokensQuery, liveTokenCondition, newEmailToken } from "./email-tokens";
import type { Mailer } from "./mailer";

interface MailDeps {
  db: Db;
  mailer: Mailer;
  origin: string;
}

/** Sends a reset link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(deps: MailDeps, email: string, now = Date.now()) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const reset = newEmailToken(deps.db, "reset", user.id, now);
  await deps.db.batch([dropUnusedTokensQuery(deps.db, "reset", user.id), reset.query]);
  const link = `${deps.origin}/new-password?token=${encodeURIComponent(reset.token)}`;
  await deps.mailer.send({ to: user.email, subject: serverTexts.resetSubject, text: serverTexts.resetBody(user.username, link) });
}

/** Tells the account's address that its password changed, with the way back if it was not them (a reset, or an admin's new password). */
export async function sendPasswordChangedMail(deps: Omit<MailDeps, "db">, user: { email: string; username: string }) {
  await deps.mailer.send({
    to: user.email,
    subject: serverTexts.passwordChangedSubject,
    text: serverTexts.passwordChangedBody(user.username, `${deps.origin}/reset-password`),
  });
}

interface NewPasswordDeps extends MailDeps {
  defer: (work: Promise<unknown>) => void;
  timeZone: string;
  /** The password hash; tests count its calls. */
  hash?: (password: string) => Promise<string>;
}

interface PasswordReset {
  userId: string;
  /** The family the user was in before the reset. */
  familyId: string | null;
  /** Set when the reset moved a never-verified account into a family of its own. */
  movedTo: string | null;
}

/** The owner of a live reset token: read before hashing, so a dead token costs no scrypt. */
async function tokenOwner(db: Db, token: string, now: number) {
  const [owner] = await db
    .select({ id: users.id, username: users.username, email: users.email, familyId: users.familyId })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(liveTokenCondition("reset", token, now))
    .limit(1);
  return owner;
}

/**
 * Spends a reset token and sets the new password. The token is checked before anything is hashed.
 * The writes go in one batch and each depends on the token still being live, so a token spent
 * meanwhile changes nothing: the password, verification (the link proves the mailbox), the
 * revocation of every session, and the token itself.
 *
 * An account whose address was never verified may have been registered by someone else, with an
 * invite to their family; its real owner resetting it must not land there. So a reset of a
 * never-verified account that shares its family with other accounts starts it in a family of its
 * own (docs/features/auth.md), decided inside the batch.
 */
export async function setNewPassword(deps: NewPasswordDeps, token: string, password: string, now = Date.now()): Promise<PasswordReset> {
  const { db } = deps;
  const owner = await tokenOwner(db, token, now);
  if (!owner) throw new HttpError("invalid_body", m.resetTokenInvalid);
  assertNotCommonPassword(password);
  const passwordHash = await (deps.hash ?? hashPassword)(password);

  const live = liveTokenCondition("reset", token, now);
  const spender = db.select({ userId: authTokens.userId }).from(authTokens).where(live);
  const ownFamilyId = newId();
  const ownFamilyMade = sql`EXISTS (SELECT 1 FROM ${families} WHERE ${families.id} = ${ownFamilyId})`;
  const sharesFamily = sql`EXISTS (SELECT 1 FROM ${users} AS others WHERE others.family_id = ${users.familyId} AND others.id <> ${users.id})`;
  const [made, , , , spent] = await db.batch([
    db
      .insert(families)
      .select(
        db
          .select({
            id: sql<string>`${ownFamilyId}`.as("id"),
            name: sql<string>`${serverTexts.familyName(owner.username)}`.as("name"),
            timeZone: sql<string>`${deps.timeZone}`.as("time_zone"),
            calendarFeedSecret: sql<string | null>`NULL`.as("calendar_feed_secret"),
            createdAt: sql<string>`${iso(now)}`.as("created_at"),
          })
          .from(users)
          .where(and(inArray(users.id, spender), isNull(users.emailVerifiedAt), sharesFamily)),
      )
      .returning({ id: families.id }),
    db
      .update(familyMembers)
      .set({ familyId: ownFamilyId })
      .where(and(eq(familyMembers.userId, owner.id), ownFamilyMade)),
    db
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: iso(now),
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${iso(now)})`,
        familyId: sql`CASE WHEN ${ownFamilyMade} THEN ${ownFamilyId} ELSE ${users.familyId} END`,
      })
      .where(inArray(users.id, spender)),
    db.delete(sessions).where(inArray(sessions.userId, spender)),
    db
      .update(authTokens)
      .set({ usedAt: iso(now) })
      .where(live)
      .returning({ userId: authTokens.userId }),
  ]);
  const userId = spent[0]?.userId;
  if (!userId) throw new HttpError("invalid_body", m.resetTokenInvalid);
  deps.defer(sendPasswordChangedMail(deps, owner));
  return { userId, familyId: owner.familyId, movedTo: made.length > 0 ? ownFamilyId : null };
}
