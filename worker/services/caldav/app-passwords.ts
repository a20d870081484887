import { and, desc, eq, sql } from "drizzle-orm";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { APP_PASSWORDS_PER_USER } from "@contract/caldav-limits";
import { caldavMessages as m, serverTexts } from "@contract/messages";
import type { AppPassword, CreatedAppPassword } from "@contract/schemas/caldav";
import type { AuthContext, Db } from "@worker/env";
import { appPasswords, users } from "@worker/db/schema";
import { hashToken, newId } from "@worker/lib/crypto";
import { fullRow } from "@worker/lib/full-row";
import { HttpError, notFound } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import { accountContact, confirmAccountPassword } from "@worker/services/auth/account-password";
import { outcome, type Outcome } from "@worker/services/effects";
import { type Audit, securityEventQuery } from "@worker/services/security-log";

/**
 * App passwords: a device's password for CalDAV (docs/features/caldav.md "Sign-in"). The secret is
 * 160 random bits, shown once as eight groups of four base32 letters and digits, and stored only
 * as the SHA-256 of its normal form. A fast hash is right here, unlike for account passwords: the
 * secret is random and long, so there is nothing to guess from a leaked digest, and a slow hash
 * would cost scrypt's time on every request a phone makes (each CalDAV request carries it).
 */
const SECRET_BYTES = 20;

/** The secret as shown: `abcd-efgh-…`, 32 characters in groups of four. */
export function newAppPasswordSecret(): string {
  const letters = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));
  return letters.match(/.{4}/g)!.join("-");
}

/** The stored digest of a secret as a person may type it: the dashes, spaces and case do not matter. */
export const appPasswordDigest = (typed: string): string => hashToken(typed.replace(/[\s-]/g, "").toLowerCase());

/** Administrators have no app passwords: CalDAV is a family's, and an administrator's account is guarded by a second factor an app password would skip. */
function assertMember(caller: AuthContext): void {
  if (caller.isAdmin) throw new HttpError("forbidden", m.notForAdmins);
}

/** What making an app password needs besides the database: the throttle's secret, the mail's link, the security log's audit. */
export interface CredentialDeps {
  db: Db;
  secret: string;
  origin: string;
  audit: Audit;
}

/**
 * A new app password for the caller, once they typed the account's password (auth/account-password.ts),
 * unless they hold APP_PASSWORDS_PER_USER already (one statement, so the cap holds however many come
 * at once). The security event is in the same batch, written only when the row is; the account's
 * address is told by mail.
 */
export async function createAppPassword(
  deps: CredentialDeps,
  caller: AuthContext,
  body: { name: string; password: string },
  now = Date.now(),
): Promise<Outcome<CreatedAppPassword>> {
  assertMember(caller);
  const { db } = deps;
  await confirmAccountPassword(db, deps.secret, caller.userId, body.password);
  const id = newId();
  const password = newAppPasswordSecret();
  const createdAt = iso(now);
  const held = db.$count(appPasswords, eq(appPasswords.userId, caller.userId));
  const made = sql`EXISTS (SELECT 1 FROM ${appPasswords} WHERE ${appPasswords.id} = ${id})`;
  const [inserted] = await db.batch([
    db
      .insert(appPasswords)
      .select(
        db
          .select(fullRow(appPasswords, { id, userId: users.id, name: body.name, secretHash: appPasswordDigest(password), createdAt }))
          .from(users)
          .where(and(eq(users.id, caller.userId), eq(users.isAdmin, false), sql`${held} < ${APP_PASSWORDS_PER_USER}`)),
      )
      .returning({ id: appPasswords.id }),
    securityEventQuery(db, deps.audit, { kind: "app_password_created", userId: caller.userId, detail: { appPasswordId: id } }, made, now),
  ]);
  if (inserted.length === 0) throw new HttpError("quota_exceeded", m.tooMany(APP_PASSWORDS_PER_USER));
  const account = await accountContact(db, caller.userId);
  const link = `${deps.origin}/reset-password`;
  return outcome(
    201,
    { id, name: body.name, password, createdAt },
    account && {
      kind: "mail",
      what: "app password mail",
      send: (mailer) =>
        mailer.send({
          to: account.email,
          subject: serverTexts.appPasswordMadeSubject,
          text: serverTexts.appPasswordMadeBody(account.username, body.name, link),
        }),
    },
  );
}

/** The caller's app passwords, newest first, without their secrets. */
export async function listAppPasswords(db: Db, caller: AuthContext): Promise<AppPassword[]> {
  assertMember(caller);
  return db
    .select({ id: appPasswords.id, name: appPasswords.name, createdAt: appPasswords.createdAt, lastUsedAt: appPasswords.lastUsedAt })
    .from(appPasswords)
    .where(eq(appPasswords.userId, caller.userId))
    .orderBy(desc(appPasswords.createdAt), desc(appPasswords.id))
    .limit(APP_PASSWORDS_PER_USER);
}

/** Revokes one of the caller's app passwords at once (the next CalDAV request with it is 401); another's id is 404. */
export async function deleteAppPassword(db: Db, caller: AuthContext, id: string): Promise<Outcome<undefined>> {
  assertMember(caller);
  const deleted = await db
    .delete(appPasswords)
    .where(and(eq(appPasswords.id, id), eq(appPasswords.userId, caller.userId)))
    .returning({ id: appPasswords.id });
  if (deleted.length === 0) throw notFound();
  return outcome(204, undefined);
}
