import { eq } from "drizzle-orm";
import { confirmMessages as m } from "@contract/confirm-messages";
import { PASSWORD_CONFIRMS_PER_ACCOUNT } from "@contract/limits";
import { users } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { HttpError } from "@worker/lib/http-error";
import { verifyPassword } from "@worker/lib/passwords";
import { takeThrottle } from "@worker/services/throttle";

/**
 * The rule for making a device credential (an app password, a kitchen screen's pairing code): the
 * caller types the account's password again (docs/features/auth.md "Confirming with the password"),
 * so a session token alone, stolen or left open on a phone, cannot mint a credential that outlives
 * it. Every try counts against PASSWORD_CONFIRMS_PER_ACCOUNT before the hash is paid for, so the
 * password cannot be guessed through here.
 */
export async function confirmAccountPassword(db: Db, secret: string, userId: string, password: string): Promise<void> {
  await takeThrottle(db, secret, [{ action: "password-confirm", by: userId, limit: PASSWORD_CONFIRMS_PER_ACCOUNT }]);
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(password, user.passwordHash))) throw new HttpError("forbidden", m.passwordWrong);
}

/** The account a credential is made for, as its mail names it. */
export async function accountContact(db: Db, userId: string) {
  const [user] = await db.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, userId));
  return user;
}
