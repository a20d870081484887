import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { familyMembers, users } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { hashPassword } from "@worker/lib/passwords";
import { createDb } from "@worker/middleware/db";
import { newFamilyQuery } from "@worker/services/families";
import { createSession } from "@worker/services/sessions";

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
}

/** A user with their own new family (or joining `familyId`), signed in. */
export async function createUser(options: { familyId?: string; isAdmin?: boolean; verified?: boolean; rememberMe?: boolean } = {}): Promise<TestUser> {
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
  return { id, username, email, familyId, memberId, token, sessionId };
}

/** Two families with one signed-in user each, for isolation tests. */
export async function twoFamilies() {
  return { alice: await createUser(), mallory: await createUser() };
}

export async function userRow(id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
