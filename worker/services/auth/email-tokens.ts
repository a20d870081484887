import { and, eq, gt, isNull } from "drizzle-orm";
import { EMAIL_TOKEN_TTL_MS } from "@contract/limits";
import { authTokens } from "@worker/db/schema";
import { type FamilyDatabaseName, firstHolding } from "@worker/db/databases";
import type { Db } from "@worker/env";
import { hashToken, randomToken } from "@worker/lib/crypto";
import { iso } from "@worker/lib/time";

type EmailTokenKind = "verify" | "reset";

/** A fresh link token (returned once, stored only as its hash) and the statement that stores it. */
export function newEmailToken(db: Db, kind: EmailTokenKind, userId: string, now: number) {
  const token = randomToken();
  const query = db.insert(authTokens).values({ tokenHash: hashToken(token), kind, userId, expiresAt: iso(now + EMAIL_TOKEN_TTL_MS), createdAt: iso(now) });
  return { token, query };
}

/** Matches a link token that is unused and unexpired; used in the statements that spend it. */
export function liveTokenCondition(kind: EmailTokenKind, token: string, now: number) {
  return and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, kind), isNull(authTokens.usedAt), gt(authTokens.expiresAt, iso(now)));
}

/** Earlier unused links of the same kind stop working when a new one is sent. */
export const dropUnusedTokensQuery = (db: Db, kind: EmailTokenKind, userId: string) =>
  db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));

/**
 * Which family database stores a link token, if any. A link names no database: it is clicked
 * seldom, may be a day old and its family may have moved since, so each database is asked.
 */
export async function databaseHoldingToken(databases: { name: FamilyDatabaseName; db: Db }[], token: string): Promise<FamilyDatabaseName | undefined> {
  const hash = hashToken(token);
  const held = await firstHolding(
    databases,
    async (db) => (await db.select({ one: authTokens.kind }).from(authTokens).where(eq(authTokens.tokenHash, hash)).limit(1))[0],
  );
  return held?.name;
}
