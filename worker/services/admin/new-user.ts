import { eq } from "drizzle-orm";
import { adminSystemTexts as m, serverTexts } from "@contract/messages";
import type { CreatedUser, CreateUserBody } from "@contract/schemas/admin";
import { users } from "@worker/db/schema";
import type { FamilyDatabaseName } from "@worker/db/databases";
import type { Db } from "@worker/env";
import { accountClaimQueries, databaseOfLogin, releaseAccount } from "@worker/services/directory/accounts";
import { isCommonPassword } from "@worker/lib/common-passwords";
import { newId } from "@worker/lib/crypto";
import { newEnrolmentCode } from "@worker/lib/enrolment-code";
import { HttpError } from "@worker/lib/http-error";
import { hashPassword } from "@worker/lib/passwords";
import { iso } from "@worker/lib/time";
import { registrationQueries } from "@worker/services/auth/accounts";
import { enrolmentCodeQuery } from "@worker/services/auth/second-factor-enrolment";
import { type Audit, securityEventQuery } from "@worker/services/security-log";
import { type Outcome, outcome } from "@worker/services/effects";

/** Which of the new user's names an existing account already has, in any database (the directory's keys, case-insensitive). */
async function takenName(directory: Db, body: CreateUserBody): Promise<"username" | "email" | null> {
  if (await databaseOfLogin(directory, "username", body.username)) return "username";
  return (await databaseOfLogin(directory, "email", body.email)) ? "email" : null;
}

export interface NewUserDeps {
  directory: Db;
  familyDb: (name: FamilyDatabaseName) => Db;
  /** The database a new family goes to (services/directory/accounts.ts). */
  placeNewFamily: () => Promise<FamilyDatabaseName>;
}

const conflictText = { username: m.usernameTaken, email: m.emailTaken } as const;

/**
 * An administrator's New User: registration's statements (a user in a family of their own, named
 * as registration names it, with their member row) plus the verified mark and the admin flag, in
 * one batch. No challenge and no verification mail: the administrator vouches for the address. A new
 * administrator gets an enrolment code in the same batch, answered once: whoever has the password
 * alone cannot set up the second factor.
 */
export async function createUserByAdmin(
  deps: NewUserDeps,
  body: CreateUserBody,
  timeZone: string,
  audit: Audit,
  now = Date.now(),
): Promise<Outcome<CreatedUser>> {
  const { directory } = deps;
  if (isCommonPassword(body.password)) throw new HttpError("invalid_body", m.passwordTooCommon);
  const taken = await takenName(directory, body);
  if (taken) throw new HttpError("conflict", conflictText[taken]);
  const userId = newId();
  const newFamilyId = newId();
  const home = await deps.placeNewFamily();
  const db = deps.familyDb(home);
  const enrolment = body.isAdmin ? await newEnrolmentCode(now) : null;
  const passwordHash = await hashPassword(body.password);
  const account = { userId, familyId: null, newFamilyId, passwordHash, username: body.username, email: body.email, timeZone, now };
  // The directory's unique keys decide a name is free across every database (services/directory/accounts.ts).
  await directory
    .batch(accountClaimQueries(directory, { userId, username: body.username, email: body.email, db: home, newFamilyId }, now))
    .catch(async (error: unknown) => {
      const again = await takenName(directory, body);
      throw again ? new HttpError("conflict", conflictText[again]) : error;
    });
  const mark = db
    .update(users)
    .set({ emailVerifiedAt: iso(now), isAdmin: body.isAdmin })
    .where(eq(users.id, userId));
  try {
    const event = securityEventQuery(db, audit, { kind: body.isAdmin ? "admin_created" : "user_created", userId }, undefined, now);
    await db.batch(registrationQueries(db, account, mark, event, ...(enrolment ? [enrolmentCodeQuery(db, userId, enrolment, now)] : [])));
  } catch (error) {
    await releaseAccount(directory, userId, newFamilyId);
    throw error;
  }
  const [user] = await db.select({ familyId: users.familyId }).from(users).where(eq(users.id, userId));
  return outcome(201, {
    id: userId,
    username: body.username,
    email: body.email,
    createdAt: iso(now),
    isAdmin: body.isAdmin,
    verified: true,
    familyId: user?.familyId ?? null,
    family: user?.familyId ? { name: serverTexts.familyName(body.username) } : null,
    ...(enrolment ? { enrolmentCode: enrolment.code } : {}),
  });
}
