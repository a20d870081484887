import { and, eq, gt, sql, type Placeholder } from "drizzle-orm";
import { DEFAULT_TIME_ZONE, SESSION_TTL_MS, SESSION_TTL_REMEMBER_MS } from "@contract/limits";
import { families, secondFactors, sessions, users } from "@worker/db/schema";
import type { CurrentUser } from "@contract/schemas/auth";
import { zoneOffsetTable } from "@contract/time/zone";
import type { FamilyDatabaseName } from "@worker/db/databases";
import type { AuthContext, Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { signToken, verifyToken } from "@worker/lib/jwt";
import { aliased, preparedSelect } from "@worker/lib/prepared-select";
import { iso } from "@worker/lib/time";
import { type Outcome, outcome } from "@worker/services/effects";
import { type Audit, securityEventQuery } from "@worker/services/security-log";

/** How stale `last_seen_at` may get before a request refreshes it (the admin's "active" is 1 hour). */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/**
 * `fam` is the user's family when the session starts: a hint that lets a family read run in the
 * same D1 batch as the session check (services/family/list-reads.ts). It is never trusted on its own: the
 * session row's family must match it, else the read takes the ordinary two-step path.
 */
export async function createSession(db: Db, secret: string, user: SessionOwner, rememberMe: boolean, now = Date.now()) {
  const session = newSessionRow(user.id, rememberMe, now);
  await db.insert(sessions).values(session);
  return { token: await sessionToken(secret, user, session), sessionId: session.id };
}

/** Whose a session is: the user, their family (the hint) and the family database holding both. */
export interface SessionOwner {
  id: string;
  familyId: string | null;
  db: FamilyDatabaseName;
}

/** A session's row before it is written (a sign-in with a code writes it in the batch that spends the code). */
export function newSessionRow(userId: string, rememberMe: boolean, now: number) {
  const expiresAt = iso(now + (rememberMe ? SESSION_TTL_REMEMBER_MS : SESSION_TTL_MS));
  return { id: newId(), userId, createdAt: iso(now), lastSeenAt: iso(now), expiresAt };
}

/**
 * The bearer token of a written session row. `db` names the database holding the session, so a
 * request finds it with no directory read (middleware/db.ts); signed like every claim.
 */
export function sessionToken(secret: string, user: SessionOwner, session: { id: string; createdAt: string; expiresAt: string }) {
  const claims: Record<string, string> = { sid: session.id, db: user.db, ...(user.familyId ? { fam: user.familyId } : {}) };
  return signToken(secret, "familyhub-session", claims, {
    subject: user.id,
    expiresAt: Date.parse(session.expiresAt),
    issuedAt: Date.parse(session.createdAt),
  });
}

/**
 * The token `token` with its database claim set to `db`, for a session whose family moved: the same
 * session, subject, family hint and times, signed afresh. Null for anything that is not a valid
 * session token.
 */
export async function tokenInDatabase(secret: string, token: string, db: FamilyDatabaseName, familyId: string | null): Promise<string | null> {
  const payload = await verifyToken(secret, "familyhub-session", token);
  if (!payload || typeof payload.sid !== "string" || typeof payload.sub !== "string" || !payload.exp) return null;
  const claims: Record<string, string> = { sid: payload.sid, db, ...(familyId ? { fam: familyId } : {}) };
  return signToken(secret, "familyhub-session", claims, {
    subject: payload.sub,
    expiresAt: payload.exp * 1000,
    ...(payload.iat ? { issuedAt: payload.iat * 1000 } : {}),
  });
}

interface SessionClaims {
  sid: string;
  sub: string;
  /** The family hint, unverified until the session row confirms it. */
  fam: string | null;
}

/** The claims of a valid session token (signature, algorithm, issuer, audience, expiry), or null. */
export async function readSessionToken(secret: string, token: string): Promise<SessionClaims | null> {
  const payload = await verifyToken(secret, "familyhub-session", token);
  if (!payload || typeof payload.sid !== "string" || typeof payload.sub !== "string") return null;
  return { sid: payload.sid, sub: payload.sub, fam: typeof payload.fam === "string" ? payload.fam : null };
}

/** The session's row with its user, if the session still exists and has not expired. */
export const sessionSelect = preparedSelect((qb, param: (name: "sid" | "sub" | "now") => Placeholder) =>
  qb
    .select(
      aliased({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        userId: sessions.userId,
        username: users.username,
        email: users.email,
        familyId: users.familyId,
        isAdmin: users.isAdmin,
        emailVerifiedAt: users.emailVerifiedAt,
        timeZone: sql<string | null>`${families.timeZone}`,
        secondFactorAt: sessions.secondFactorAt,
        factorEnabledAt: sql<string | null>`${secondFactors.enabledAt}`,
      }),
    )
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(families, eq(families.id, users.familyId))
    .leftJoin(secondFactors, eq(secondFactors.userId, users.id))
    .where(and(eq(sessions.id, param("sid")), eq(sessions.userId, param("sub")), gt(sessions.expiresAt, param("now"))))
    .limit(1),
);

/** The session check as a statement, to run alone or at the head of a read's batch. */
export const sessionStatement = (db: Db, claims: SessionClaims, now: number) =>
  sessionSelect.bind(db.$client, { sid: claims.sid, sub: claims.sub, now: iso(now) });

/**
 * Whether the token's account is in this database, to ride beside the session check: a session
 * missing where its account still is was ended here, while a move takes the account's row away
 * with its sessions, so only a missing account needs the directory (middleware/relocate.ts).
 */
export const accountHereStatement = (db: Db, claims: SessionClaims) => db.$client.prepare("SELECT 1 AS here FROM users WHERE id = ?1").bind(claims.sub);

type SessionRow = ReturnType<typeof sessionSelect.rows>[number];

/** The session row of `claims`, or undefined when it is gone or expired. */
async function sessionRow(db: Db, claims: SessionClaims, now: number): Promise<SessionRow | undefined> {
  return sessionSelect.rows(await sessionStatement(db, claims, now).all())[0];
}

/** The caller from their session row; refreshes `last_seen_at` (deferred) when it is stale. */
export function toAuthContext(db: Db, row: SessionRow, touch: (work: Promise<unknown>) => void, now: number): AuthContext {
  if (now - Date.parse(row.lastSeenAt) > LAST_SEEN_RESOLUTION_MS) {
    touch(
      db
        .update(sessions)
        .set({ lastSeenAt: iso(now) })
        .where(eq(sessions.id, row.sessionId)),
    );
  }
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    username: row.username,
    email: row.email,
    familyId: row.familyId,
    isAdmin: row.isAdmin,
    verified: row.emailVerifiedAt !== null,
    timeZone: row.timeZone ?? DEFAULT_TIME_ZONE,
    mustEnrol: row.isAdmin && row.factorEnabledAt === null,
    secondFactorAt: row.secondFactorAt,
  };
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
  const claims = await readSessionToken(secret, token);
  if (!claims) return null;
  const row = await sessionRow(db, claims, now);
  return row ? toAuthContext(db, row, touch, now) : null;
}

/**
 * Signs out: ends this session, logged in the same batch, and closes the user's sockets after the
 * answer. Sockets belong to the user, not the session: the user's other phones reconnect with
 * their own sessions.
 */
export async function signOut(db: Db, caller: Pick<AuthContext, "sessionId" | "userId" | "familyId">, audit: Audit): Promise<Outcome<undefined>> {
  await db.batch([db.delete(sessions).where(eq(sessions.id, caller.sessionId)), securityEventQuery(db, audit, { kind: "logout", userId: caller.userId })]);
  return outcome(204, undefined, { kind: "close-sockets", familyId: caller.familyId, userId: caller.userId });
}

/** Years before this one that the offsets sent with the user cover: a recurring event's first day may be years back. */
const ZONE_OFFSET_YEARS_BACK = 5;

/**
 * The family zone's offsets from a few years back to next year, which the app draws its dates
 * with (contract/time/zone.ts), or nothing for a zone this runtime does not know.
 */
export function zoneOffsetsOf(timeZone: string): Pick<CurrentUser, "zoneOffsets"> {
  const year = new Date().getUTCFullYear();
  try {
    return { zoneOffsets: zoneOffsetTable(timeZone, year - ZONE_OFFSET_YEARS_BACK, year + 1) };
  } catch {
    return {};
  }
}

/** The signed-in user as a sign-in answers it, from their row and their family's zone (none: the app's default). */
export function signedInUser(user: typeof users.$inferSelect, timeZone: string | null | undefined): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    familyId: user.familyId,
    isAdmin: user.isAdmin,
    verified: user.emailVerifiedAt !== null,
    timeZone: timeZone ?? DEFAULT_TIME_ZONE,
    ...zoneOffsetsOf(timeZone ?? DEFAULT_TIME_ZONE),
  };
}
