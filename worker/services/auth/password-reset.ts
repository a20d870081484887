import { and, eq, exists, inArray, isNull, sql } from "drizzle-orm";
import { apiMessages as m, serverTexts } from "@contract/messages";
import type { MessageAnswer } from "@contract/schemas/auth";
import { appPasswords, authTokens, families, familyMembers, sessions, users } from "@worker/db/schema";
import type { FamilyDatabaseName } from "@worker/db/databases";
import type { Db } from "@worker/env";
import { databaseOfLogin, familyPlacement } from "@worker/services/directory/accounts";
import { fullRow } from "@worker/lib/full-row";
import { newId } from "@worker/lib/crypto";
import { HttpError } from "@worker/lib/http-error";
import { assertNotCommonPassword } from "@worker/lib/common-passwords";
import { hashPassword } from "@worker/lib/passwords";
import { iso } from "@worker/lib/time";
import { findUserByEmail } from "./accounts";
import { dropUnusedTokensQuery, liveTokenCondition, newEmailToken } from "./email-tokens";
import { type Effect, type Outcome, outcome, tell } from "@worker/services/effects";
import type { Mailer } from "@worker/services/mailer";
import { securityEventQuery } from "@worker/services/security-log";

/**
 * A reset request answers the same whether or not the address has an account: the lookup, the
 * token, the event and the mail all run after the answer, as its mail effect.
 */
export function requestPasswordReset(deps: ResetDeps, email: string): Outcome<MessageAnswer> {
  const send = (mailer: Mailer) => mailResetLink({ ...deps, mailer }, email);
  return outcome(200, { message: m.resetMailSent }, { kind: "mail", what: "password reset", send });
}

interface ResetDeps {
  /** The directory, which says which database holds the address's account. */
  directory: Db;
  familyDb: (name: FamilyDatabaseName) => Db;
  origin: string;
  client: string;
}

/**
 * Sends a reset link when the address has an account; the request is logged (with no account
 * named) either way: in the account's database, or the directory's when there is none.
 */
export async function mailResetLink(deps: ResetDeps & { mailer: Mailer }, email: string, now = Date.now()) {
  const home = await databaseOfLogin(deps.directory, "email", email);
  const db = home ? deps.familyDb(home) : deps.directory;
  const event = securityEventQuery(db, { actorId: null, client: deps.client }, { kind: "reset_requested" }, undefined, now);
  const user = home ? await findUserByEmail(db, email) : undefined;
  if (!user) {
    await event;
    return;
  }
  const reset = newEmailToken(db, "reset", user.id, now);
  await db.batch([dropUnusedTokensQuery(db, "reset", user.id), reset.query, event]);
  const link = `${deps.origin}/new-password?token=${encodeURIComponent(reset.token)}`;
  await deps.mailer.send({ to: user.email, subject: serverTexts.resetSubject, text: serverTexts.resetBody(user.username, link) });
}

/** Tells the account's address that its password changed, with the way back if it was not them (a reset, or an admin's new password). */
export async function sendPasswordChangedMail(deps: { mailer: Mailer; origin: string }, user: { email: string; username: string }) {
  await deps.mailer.send({
    to: user.email,
    subject: serverTexts.passwordChangedSubject,
    text: serverTexts.passwordChangedBody(user.username, `${deps.origin}/reset-password`),
  });
}

interface NewPasswordDeps {
  /** The database holding the link's token (routes/auth.ts opens it). */
  db: Db;
  /** Where a family made for the account is placed: the directory, and the database it is made in. */
  placement?: { directory: Db; name: FamilyDatabaseName };
  /** The app's origin, for the mail's way back. */
  origin: string;
  /** The request's client, for the security log. */
  client: string;
  timeZone: string;
  /** The password hash; tests count its calls. */
  hash?: (password: string) => Promise<string>;
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
 * own (docs/features/auth.md), decided inside the batch; its old family is told.
 *
 * After the answer the user's sockets close and the address is told by mail.
 */
export async function setNewPassword(deps: NewPasswordDeps, token: string, password: string, now = Date.now()): Promise<Outcome<MessageAnswer>> {
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
  const [made, , , , , , spent] = await db.batch([
    db
      .insert(families)
      .select(
        db
          .select(fullRow(families, { id: ownFamilyId, name: serverTexts.familyName(owner.username), timeZone: deps.timeZone, createdAt: iso(now) }))
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
    // A new password revokes every device's app password too (docs/features/caldav.md "Sign-in").
    db.delete(appPasswords).where(inArray(appPasswords.userId, spender)),
    // Before the token is spent, so it is written exactly when this batch spends it.
    securityEventQuery(db, { actorId: null, client: deps.client }, { kind: "reset_completed", userId: owner.id }, exists(spender), now),
    db
      .update(authTokens)
      .set({ usedAt: iso(now) })
      .where(live)
      .returning({ userId: authTokens.userId }),
  ]);
  const userId = spent[0]?.userId;
  if (!userId) throw new HttpError("invalid_body", m.resetTokenInvalid);
  if (made.length > 0 && deps.placement) await familyPlacement(deps.placement.directory, ownFamilyId, deps.placement.name, now);
  const mail: Effect = { kind: "mail", what: "password-changed mail", send: (mailer) => sendPasswordChangedMail({ mailer, origin: deps.origin }, owner) };
  return outcome(
    200,
    { message: m.passwordChanged },
    { kind: "close-sockets", familyId: owner.familyId, userId },
    made.length > 0 && tell(owner.familyId, "members_updated"),
    mail,
  );
}
