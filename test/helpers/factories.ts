import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { enrolmentCodes, familyMembers, recoveryCodes, secondFactors, sessions, users } from "@worker/db/schema";
import { recoveryCodeDigest } from "@worker/lib/code-digest";
import { newId } from "@worker/lib/crypto";
import { newEnrolmentCode } from "@worker/lib/enrolment-code";
import { hashPassword } from "@worker/lib/passwords";
import { seal } from "@worker/lib/sealed";
import { newRecoveryCode, newTotpKey, normalRecoveryCode, totpStep } from "@worker/lib/totp";
import { directoryDb, type FamilyDatabaseName, familyDb, familyDbs } from "@worker/db/databases";
import { newFamilyQuery } from "@worker/services/family/families";
import { createSession } from "@worker/services/auth/sessions";
import { claimAccount, databaseOfAccount, databaseOfFamily, databaseOfLogin } from "@worker/services/directory/accounts";

/** The family database the factories' users go to unless told otherwise (registrations through the API are placed by the app). */
export const HOME_DATABASE: FamilyDatabaseName = "DB_00";
export const db = familyDb(env, HOME_DATABASE);
/** The directory: login names, placements, and what comes before sign-in (throttles, attempts, challenges). */
export const directory = directoryDb(env);
/** The family database of a user the factories made. */
export const dbOf = (user: Pick<TestUser, "db">) => familyDb(env, user.db);

/** The family database of any account (one registered through the API too), by the directory. */
export async function dbOfAccount(userId: string) {
  const name = await databaseOfAccount(directory, userId);
  if (!name) throw new Error(`the directory has no account ${userId}`);
  return familyDb(env, name);
}

/** The family database of an account by its username, by the directory. */
export async function dbOfUsername(username: string) {
  const name = await databaseOfLogin(directory, "username", username);
  if (!name) throw new Error(`the directory has no username ${username}`);
  return familyDb(env, name);
}

/** Every family database: what a count over all families sums. */
export const everyFamilyDb = () => familyDbs(env).map(({ db }) => db);

/** The family database of any family, by the directory. */
export async function dbOfFamily(familyId: string) {
  const name = await databaseOfFamily(directory, familyId);
  if (!name) throw new Error(`the directory has no family ${familyId}`);
  return familyDb(env, name);
}
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
  /** The family database holding the user and their family. */
  db: FamilyDatabaseName;
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
  /** Where a new family goes (default HOME_DATABASE); a user joining `familyId` goes to that family's database. */
  database?: FamilyDatabaseName;
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
async function enrolSecondFactor(db: ReturnType<typeof familyDb>, userId: string, sessionId: string, fresh: boolean) {
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
async function giveEnrolmentCode(db: ReturnType<typeof familyDb>, userId: string) {
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
  const home = options.familyId ? ((await databaseOfFamily(directory, options.familyId)) ?? HOME_DATABASE) : (options.database ?? HOME_DATABASE);
  const db = familyDb(env, home);
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
  await claimAccount(directory, { userId: id, username, email, db: home, ...(options.familyId ? {} : { newFamilyId: familyId }) }, now);
  await (options.familyId ? db.batch(userRows) : db.batch([newFamilyQuery(db, familyId, username, "Atlantic/Faroe", now), ...userRows]));
  const { token, sessionId } = await createSession(db, env.JWT_SECRET, { id, familyId, db: home }, options.rememberMe ?? false);
  const factor = !options.isAdmin
    ? {}
    : options.secondFactor === "none"
      ? await giveEnrolmentCode(db, id)
      : await enrolSecondFactor(db, id, sessionId, options.secondFactor !== "stale");
  return { id, username, email, familyId, memberId, db: home, token, sessionId, ...factor };
}

/**
 * Two families with one signed-in user each, for isolation tests: in different family databases, as a
 * deployment spreads them; `oneDatabase` puts both in HOME_DATABASE, for what only one database's SQL
 * keeps apart (a client id is unique within its database).
 */
export async function twoFamilies(options: { oneDatabase?: boolean } = {}) {
  return { alice: await createUser(), mallory: await createUser({ database: options.oneDatabase ? HOME_DATABASE : "DB_01" }) };
}

/** A user's row, in whichever family database holds it (undefined when none does). */
export async function userRow(id: string) {
  const rows = await Promise.all(everyFamilyDb().map((database) => database.select().from(users).where(eq(users.id, id))));
  return rows.flat()[0];
}
