import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { LIVE_TICKET_TTL_MS } from "@contract/limits";
import { authTokens, sessions } from "../db/schema";
import type { Db } from "../env";
import { hashToken, randomToken } from "../lib/crypto";
import { iso } from "../lib/time";

/**
 * A WebSocket cannot send an Authorization header, so a signed-in call buys a one-use ticket. The
 * ticket belongs to the session that bought it: once that session ends (logout, a password reset,
 * expiry), the ticket opens nothing.
 */
export async function issueLiveTicket(db: Db, holder: { userId: string; familyId: string; sessionId: string }, now = Date.now()): Promise<string> {
  const ticket = randomToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(ticket),
    kind: "live_ticket",
    userId: holder.userId,
    familyId: holder.familyId,
    sessionId: holder.sessionId,
    expiresAt: iso(now + LIVE_TICKET_TTL_MS),
    createdAt: iso(now),
  });
  return ticket;
}

/** Spends a ticket in one statement, so two upgrades with the same ticket cannot both pass; its session must still be live. */
export async function consumeLiveTicket(db: Db, ticket: string, now = Date.now()) {
  const sessionLive = sql`EXISTS (SELECT 1 FROM ${sessions} WHERE ${sessions.id} = ${authTokens.sessionId} AND ${sessions.expiresAt} > ${iso(now)})`;
  const [spent] = await db
    .update(authTokens)
    .set({ usedAt: iso(now) })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(ticket)),
        eq(authTokens.kind, "live_ticket"),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, iso(now)),
        sessionLive,
      ),
    )
    .returning({ userId: authTokens.userId, familyId: authTokens.familyId });
  return spent?.userId && spent.familyId ? { userId: spent.userId, familyId: spent.familyId } : null;
}
