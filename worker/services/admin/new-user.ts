import { eq, sql } from "drizzle-orm";
import { adminSystemTexts as m, serverTexts } from "@contract/messages";
import type { CreatedUser, CreateUserBody } from "@contract/schemas/admin";
import { users } from "@worker/db/schema";
import type { Db } from "@worker/env";
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

/** Which of the new user's names an existing account already has (case-insensitive, like the unique indexes). */
async function takenName(db: Db, body: CreateUserBody): Promise<"username" | "email" | null> {
  const [row] = await db
    .select({ usernameTaken: sql<number>`lower(${users.username}) = lower(${body.username})` })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${body.username}) OR lower(${users.email}) = lower(${body.email})`)
    .limit(1);
  if (!row) return null;
  return row.usernameTaken ? "username" : "email";
}

const conflictText = { username: m.usernameTaken, email: m.emailTaken } as const;

/**
 * An administrator's New User: registration's statements (a user in a family of their own, named
 * as registration names it, with their member row) plus the verified mark and the admin flag, in
 * one batch. No challenge and no verification mail: the administrator vouches for the address. A new
 * administrator gets an enrolment code in the same batch, answered once: whoever has the password
 * alone cannot set up the second factor.
 */
export async function createUserByAdmin(db: Db, body: CreateUserBody, timeZone: string, audit: Audit, now = Date.now()): Promise<Outcome<CreatedUser>> {
  if (isCommonPassword(body.password)) throw new HttpError("invalid_body", m.passwordTooCommon);
  const taken = await takenName(db, body);
  if (taken) throw new HttpError("conflict", conflictText[taken]);
  const userId = newId();
  const enrolment = body.isAdmin ? await newEnrolmentCode(now) : null;
  const account = { userId, familyId: null, passwordHash: await hashPassword(body.password), username: body.username, email: body.email, timeZone, now };
  const mark = db
    .update(users)
    .set({ emailVerifiedAt: iso(now), isAdmin: body.isAdmin })
    .where(eq(users.id, userId));
  try {
    const event = securityEventQuery(db, audit, { kind: body.isAdmin ? "admin_created" : "user_created", userId }, undefined, now);
    await db.batch(registrationQueries(db, account, mark, event, ...(enrolment ? [enrolmentCodeQuery(db, userId, enrolment, now)] : [])));
  } catch (error) {
    // A registration racing for the same name between the check and the batch: the unique index decides.
    const again = await takenName(db, body);
    if (again) throw new HttpError("conflict", conflictText[again]);
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
