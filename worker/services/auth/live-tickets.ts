import { and, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import { LIVE_TICKET_TTL_MS } from "@contract/limits";
import { authTokens, helperDevices, helperLinks, kitchenScreens, sessions } from "@worker/db/schema";
import { linkOpen } from "@worker/services/helpers/devices";
import { helperSocketTag } from "@worker/services/helpers/sockets";
import type { FamilyDatabaseName } from "@worker/db/databases";
import type { Db } from "@worker/env";
import { markDatabase } from "@worker/lib/token-database";
import { hashToken, randomToken } from "@worker/lib/crypto";
import { iso } from "@worker/lib/time";

/**
 * A WebSocket cannot send an Authorization header, so a signed-in call buys a one-use ticket. The
 * ticket belongs to the session that bought it: once that session ends (logout, a password reset,
 * expiry), the ticket opens nothing.
 */
export async function issueLiveTicket(
  db: Db,
  dbName: FamilyDatabaseName,
  holder: { userId: string; familyId: string; sessionId: string },
  now = Date.now(),
): Promise<string> {
  // Ends in its database's number: the upgrade opens that database (lib/token-database.ts).
  const ticket = markDatabase(randomToken(), dbName);
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

/** A kitchen screen's ticket names its screen in clear (the hash covers it, so it cannot be swapped): `screen.<id>.<random>`. */
const SCREEN_TICKET_PREFIX = "screen.";

/** The tag a kitchen screen's sockets carry in the family's room: revoking the screen closes them by it. */
export const screenSocketTag = (screenId: string) => `kitchen:${screenId}`;

/**
 * A kitchen screen's ticket (docs/features/kitchen.md "Live"): it belongs to the screen, not to a
 * session, and opens nothing once the screen is revoked (its row deleted).
 */
export async function issueScreenLiveTicket(
  db: Db,
  dbName: FamilyDatabaseName,
  screen: { screenId: string; familyId: string },
  now = Date.now(),
): Promise<string> {
  const ticket = markDatabase(`${SCREEN_TICKET_PREFIX}${screen.screenId}.${randomToken()}`, dbName);
  await db.insert(authTokens).values({
    tokenHash: hashToken(ticket),
    kind: "kitchen_live_ticket",
    familyId: screen.familyId,
    expiresAt: iso(now + LIVE_TICKET_TTL_MS),
    createdAt: iso(now),
  });
  return ticket;
}

/** A helper device's ticket names its device in clear, as a screen's does: `helper.<id>.<random>`. */
const HELPER_TICKET_PREFIX = "helper.";

/**
 * A helper device's ticket (docs/features/helpers.md "Live"): it belongs to the device, and opens
 * nothing once the device is removed, its link revoked or past its end.
 */
export async function issueHelperLiveTicket(
  db: Db,
  dbName: FamilyDatabaseName,
  helper: { deviceId: string; familyId: string },
  now = Date.now(),
): Promise<string> {
  const ticket = markDatabase(`${HELPER_TICKET_PREFIX}${helper.deviceId}.${randomToken()}`, dbName);
  await db.insert(authTokens).values({
    tokenHash: hashToken(ticket),
    kind: "helper_live_ticket",
    familyId: helper.familyId,
    expiresAt: iso(now + LIVE_TICKET_TTL_MS),
    createdAt: iso(now),
  });
  return ticket;
}

/** The holder a spent ticket opens the room for: the socket's tag (a user's id, or a screen's tag) and the family. */
export interface LiveHolder {
  socketTag: string;
  familyId: string;
}

/**
 * Spends a ticket of this kind in one statement, so two upgrades with the same ticket cannot both
 * pass, and only while `live` holds; answers whose it was, or undefined.
 */
async function spendTicket(db: Db, ticket: string, kind: "live_ticket" | "kitchen_live_ticket" | "helper_live_ticket", live: SQL, now: number) {
  const [spent] = await db
    .update(authTokens)
    .set({ usedAt: iso(now) })
    .where(and(eq(authTokens.tokenHash, hashToken(ticket)), eq(authTokens.kind, kind), isNull(authTokens.usedAt), gt(authTokens.expiresAt, iso(now)), live))
    .returning({ userId: authTokens.userId, familyId: authTokens.familyId });
  return spent;
}

/**
 * Spends a ticket: its session must still be live, or, for a screen's ticket, its screen still
 * paired in that family.
 */
export async function consumeLiveTicket(db: Db, ticket: string, now = Date.now()): Promise<LiveHolder | null> {
  if (ticket.startsWith(SCREEN_TICKET_PREFIX)) return consumeScreenTicket(db, ticket, now);
  if (ticket.startsWith(HELPER_TICKET_PREFIX)) return consumeHelperTicket(db, ticket, now);
  const sessionLive = sql`EXISTS (SELECT 1 FROM ${sessions} WHERE ${sessions.id} = ${authTokens.sessionId} AND ${sessions.expiresAt} > ${iso(now)})`;
  const spent = await spendTicket(db, ticket, "live_ticket", sessionLive, now);
  return spent?.userId && spent.familyId ? { socketTag: spent.userId, familyId: spent.familyId } : null;
}

async function consumeScreenTicket(db: Db, ticket: string, now: number): Promise<LiveHolder | null> {
  const screenId = ticket.slice(SCREEN_TICKET_PREFIX.length).split(".")[0] ?? "";
  const screenPaired = sql`EXISTS (SELECT 1 FROM ${kitchenScreens} WHERE ${kitchenScreens.id} = ${screenId} AND ${kitchenScreens.familyId} = ${authTokens.familyId})`;
  const spent = await spendTicket(db, ticket, "kitchen_live_ticket", screenPaired, now);
  return spent?.familyId ? { socketTag: screenSocketTag(screenId), familyId: spent.familyId } : null;
}

async function consumeHelperTicket(db: Db, ticket: string, now: number): Promise<LiveHolder | null> {
  const deviceId = ticket.slice(HELPER_TICKET_PREFIX.length).split(".")[0] ?? "";
  const deviceIn = sql`EXISTS (SELECT 1 FROM ${helperDevices} JOIN ${helperLinks} ON ${helperLinks.id} = ${helperDevices.linkId}
    WHERE ${helperDevices.id} = ${deviceId} AND ${helperDevices.familyId} = ${authTokens.familyId} AND ${helperDevices.state} = 'active' AND ${linkOpen(now)})`;
  const spent = await spendTicket(db, ticket, "helper_live_ticket", deviceIn, now);
  return spent?.familyId ? { socketTag: helperSocketTag(deviceId), familyId: spent.familyId } : null;
}
