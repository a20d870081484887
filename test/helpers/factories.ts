import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { enrolmentCodes, familyMembers, recoveryCodes, secondFactors, sessions, users } from "@worker/db/schema";
import { recoveryCodeDigest } from "@worker/lib/code-digest";
import { newId } from "@worker/lib/crypto";
import { newEnrolmentCode } from "@worker/lib/enrolment-code";
import { hashPassword } from "@worker/lib/passwords";
import { seal } from "@worker/lib/sealed";
import { newRecoveryCode, newTotpKey, normalRecoveryCode, totpStep } from "@worker/lib/totp";
import { createDb } from "@worker/db/client";
import { newFamilyQuery } from "@worker/services/family/families";
import { createSession } from "@worker/services/auth/sessions";

export const db = createDb(env);
export const PASSWORD = "correct-horse-battery";

// One real scrypt hash per test file: factories reuse it so each user costs no extra 200 ms.
let passwordHash: Promise<string> | undefined;

let counter = 0;
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`.slice(0, 32);

export interface TestUser {
  id: string;
  username: string;
  email: string;
  familyId: string;
  memberId: string;
  token: string;
  sessionId: string;
  /** An administrator's TOTP key and unused recovery codes (test/helpers/second-factor.ts computes codes). */
  totpKey?: Uint8Array;
  recoveryCodes?: string[];
  /** An administrator not enrolled yet: the one-time code that lets them enrol (as `npm run make-admin` prints). */
  enrolmentCode?: string;
}

interface UserOptions {
  familyId?: string;
  isAdmin?: boolean;
  verified?: boolean;
  rememberMe?: boolean;
  /**
   * An administrator is enrolled (a TOTP key and ten recovery codes) and has stepped up in this
   * session just now, so what cannot be undone is allowed; "stale": enrolled, but the step-up is
   * older than its 10 minutes; "none": not enrolled (the session may only enrol), with an enrolment code.
   */
  secondFactor?: "fresh" | "stale" | "none";
}

/** An enrolled second factor for a user, its last accepted step the one before now's window. */
async function enrolSecondFactor(userId: string, sessionId: string, fresh: boolean) {
  const now = Date.now();
  const totpKey = newTotpKey();
  const codes = Array.from({ length: 10 }, newRecoveryCode);
  await db.batch([
    db.insert(secondFactors).values({
      userId,
      secret: await seal(env.JWT_SECRET, totpKey),
      enabledAt: new Date(now).toISOString(),
      lastStep: totpStep(now) - 2,
      createdAt: new Date(now).toISOString(),
    }),
    db.insert(recoveryCodes).values(
      codes.map((code) => ({
        id: newId(),
        userId,
        codeHash: recoveryCodeDigest(env.JWT_SECRET, userId, normalRecoveryCode(code) ?? code),
        createdAt: new Date(now).toISOString(),
      })),
    ),
    db
      .update(sessions)
      .set({ secondFactorAt: new Date(fresh ? now : now - 11 * 60 * 1000).toISOString() })
      .where(eq(sessions.id, sessionId)),
  ]);
  return { totpKey, recoveryCodes: codes };
}

/** An enrolment code for an administrator not enrolled yet, as `npm run make-admin` stores it. */
async function giveEnrolmentCode(userId: string) {
  const now = Date.now();
  const made = await newEnrolmentCode(now);
  await db.insert(enrolmentCodes).values({ userId, codeHash: made.codeHash, expiresAt: made.expiresAt, createdAt: new Date(now).toISOString() });
  return { enrolmentCode: made.code };
}

/** A user with their own new family (or joining `familyId`), signed in. */
export async function createUser(options: UserOptions = {}): Promise<TestUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const now = Date.now();
  const id = newId();
  const memberId = newId();
  const username = uniqueName("user");
  const email = `${username}@example.test`;
  const familyId = options.familyId ?? newId();
  const userRows = [
    db.insert(users).values({
      id,
      username,
      email,
      passwordHash: await passwordHash,
      familyId,
      isAdmin: options.isAdmin ?? false,
      emailVerifiedAt: options.verified === false ? null : new Date(now).toISOString(),
      createdAt: new Date(now).toISOString(),
    }),
    db.insert(familyMembers).values({ id: memberId, familyId, userId: id, name: username, role: "Familiemedlem", createdAt: new Date(now).toISOString() }),
  ] as const;
  await (options.familyId ? db.batch(userRows) : db.batch([newFamilyQuery(db, familyId, username, "Atlantic/Faroe", now), ...userRows]));
  const { token, sessionId } = await createSession(db, env.JWT_SECRET, { id, familyId }, options.rememberMe ?? false);
  const factor = !options.isAdmin
    ? {}
    : options.secondFactor === "none"
      ? await giveEnrolmentCode(id)
      : await enrolSecondFactor(id, sessionId, options.secondFactor !== "stale");
  return { id, username, email, familyId, memberId, token, sessionId, ...factor };
}

/** Two families with one signed-in user each, for isolation tests. */
export async function twoFamilies() {
  return { alice: await createUser(), mallory: await createUser() };
}

export async function userRow(id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
