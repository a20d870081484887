import { and, eq, gt } from "drizzle-orm";
import { SESSION_TTL_MS, SESSION_TTL_REMEMBER_MS } from "../../contract/limits";
import { sessions, users } from "../db/schema";
import type { AuthContext, Db } from "../env";
import { newId } from "../lib/crypto";
import { signToken, verifyToken } from "../lib/jwt";
import { iso } from "../lib/time";

/** How stale `last_seen_at` may get before a request refreshes it (the admin's "active" is 1 hour). */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export async function createSession(db: Db, secret: string, userId: string, rememberMe: boolean, now = Date.now()) {
  const id = newId();
  const expiresAt = now + (rememberMe ? SESSION_TTL_REMEMBER_MS : SESSION_TTL_MS);
  await db.insert(sessions).values({ id, userId, createdAt: iso(now), lastSeenAt: iso(now), expiresAt: iso(expiresAt) });
  const token = await signToken(secret, "familyhub-session", { sid: id }, { subject: userId, expiresAt, issuedAt: now });
  return { token, sessionId: id };
}

/**
 * The caller behind a bearer token, or null. The JWT alone is not enough: its session row must
 * still exist, so logout, a password change and user deletion revoke it at once.
 */
export async function authenticate(
  db: Db,
  secret: string,
  token: string,
  touch: (work: Promise<unknown>) => void,
  now = Date.now(),
): Promise<AuthContext | null> {
  const payload = await verifyToken(secret, "familyhub-session", token);
  if (!payload || typeof payload.sid !== "string" || typeof payload.sub !== "string") return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      username: users.username,
      email: users.email,
      familyId: users.familyId,
      isAdmin: users.isAdmin,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, payload.sid), eq(sessions.userId, payload.sub), gt(sessions.expiresAt, iso(now))))
    .limit(1);
  if (!row) return null;
  if (now - Date.parse(row.lastSeenAt) > LAST_SEEN_RESOLUTION_MS) {
    touch(db.update(sessions).set({ lastSeenAt: iso(now) }).where(eq(sessions.id, row.sessionId)));
  }
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    username: row.username,
    email: row.email,
    familyId: row.familyId,
    isAdmin: row.isAdmin,
    verified: row.emailVerifiedAt !== null,
  };
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export const revokeAllSessionsQuery = (db: Db, userId: string) => db.delete(sessions).where(eq(sessions.userId, userId));
