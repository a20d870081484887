import { and, eq, gt, isNull } from "drizzle-orm";
import { LIVE_TICKET_TTL_MS } from "@contract/limits";
import { authTokens } from "../db/schema";
import type { Db } from "../env";
import { hashToken, randomToken } from "../lib/crypto";
import { iso } from "../lib/time";

/** A WebSocket cannot send an Authorization header, so a signed-in call buys a one-use ticket. */
export async function issueLiveTicket(db: Db, userId: string, familyId: string, now = Date.now()): Promise<string> {
  const ticket = randomToken();
  await db
    .insert(authTokens)
    .values({ tokenHash: hashToken(ticket), kind: "live_ticket", userId, familyId, expiresAt: iso(now + LIVE_TICKET_TTL_MS), createdAt: iso(now) });
  return ticket;
}

/** Spends a ticket in one statement, so two upgrades with the same ticket cannot both pass. */
export async function consumeLiveTicket(db: Db, ticket: string, now = Date.now()) {
  const [spent] = await db
    .update(authTokens)
    .set({ usedAt: iso(now) })
    .where(and(eq(authTokens.tokenHash, hashToken(ticket)), eq(authTokens.kind, "live_ticket"), isNull(authTokens.usedAt), gt(authTokens.expiresAt, iso(now))))
    .returning({ userId: authTokens.userId, familyId: authTokens.familyId });
  return spent?.userId && spent.familyId ? { userId: spent.userId, familyId: spent.familyId } : null;
}
