import { and, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import {
  KITCHEN_PAIRING_ALPHABET,
  KITCHEN_PAIRING_CODE_LENGTH,
  KITCHEN_PAIRING_TTL_MS,
  KITCHEN_SCREENS_PER_FAMILY,
  KITCHEN_TOKEN_PREFIX,
} from "@contract/kitchen-limits";
import { serverTexts } from "@contract/messages";
import type { KitchenScreen, Paired, Pairing } from "@contract/schemas/kitchen-screens";
import { families, kitchenPairings, kitchenScreens } from "@worker/db/schema";
import { type FamilyDatabaseName, firstHolding } from "@worker/db/databases";
import { markDatabase } from "@worker/lib/token-database";
import type { Db } from "@worker/env";
import { fullRow } from "@worker/lib/full-row";
import { hashToken, newId, randomToken } from "@worker/lib/crypto";
import { HttpError, invalid, notFound } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import { accountContact, confirmAccountPassword } from "@worker/services/auth/account-password";
import { screenSocketTag } from "@worker/services/auth/live-tickets";
import { type Audit, securityEventQuery } from "@worker/services/security-log";

/**
 * Kitchen screens as devices (docs/features/kitchen.md "The kitchen screen's session"): a parent's
 * one-use pairing code, exchanged by the tablet for a long random token stored only as its hash.
 */

/** How stale a screen's `last_seen_at` may get before a call refreshes it. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** The caller of a kitchen route: the screen and its family. */
export interface KitchenCaller {
  screenId: string;
  name: string;
  familyId: string;
  timeZone: string;
}

/** 8 characters of the unambiguous alphabet; 31 letters do not divide 256, so bytes past the last whole round are drawn again. */
export function pairingCode(): string {
  const size = KITCHEN_PAIRING_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = "";
  while (code.length < KITCHEN_PAIRING_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && code.length < KITCHEN_PAIRING_CODE_LENGTH) code += KITCHEN_PAIRING_ALPHABET[byte % size];
    }
  }
  return code;
}

/** Refuses a pairing past KITCHEN_SCREENS_PER_FAMILY (the pairing's own insert holds the cap; this tells the parent before a code is shown). */
async function assertRoom(db: Db, familyId: string) {
  if ((await db.$count(kitchenScreens, eq(kitchenScreens.familyId, familyId))) >= KITCHEN_SCREENS_PER_FAMILY) throw screensFull();
}

const screensFull = () => new HttpError("quota_exceeded", k.screensFull(KITCHEN_SCREENS_PER_FAMILY));

/** A pairing code, once the parent typed the account's password (services/auth/account-password.ts) and the family has room for a screen. */
export async function createPairing(
  deps: { db: Db; secret: string },
  familyId: string,
  userId: string,
  password: string,
  now = Date.now(),
): Promise<Outcome<Pairing>> {
  const { db } = deps;
  await confirmAccountPassword(db, deps.secret, userId, password);
  await assertRoom(db, familyId);
  const code = pairingCode();
  const expiresAt = iso(now + KITCHEN_PAIRING_TTL_MS);
  await db.insert(kitchenPairings).values({ codeHash: hashToken(code), familyId, createdBy: userId, expiresAt, createdAt: iso(now) });
  return outcome(201, { code, expiresAt });
}

const screenColumns = { id: kitchenScreens.id, name: kitchenScreens.name, createdAt: kitchenScreens.createdAt, lastSeenAt: kitchenScreens.lastSeenAt };

/** The screen's insert: only from a usable code, and only while the code's family has room for one more screen. */
function screenInsert(db: Db, screen: { id: string; name: string; tokenHash: string; at: string }, usable: SQL) {
  const room = sql`(SELECT count(*) FROM ${kitchenScreens} WHERE ${kitchenScreens.familyId} = ${kitchenPairings.familyId}) < ${KITCHEN_SCREENS_PER_FAMILY}`;
  const { id, name, tokenHash, at } = screen;
  return db
    .insert(kitchenScreens)
    .select(
      db
        .select(
          fullRow(kitchenScreens, {
            id,
            familyId: kitchenPairings.familyId,
            name,
            tokenHash,
            createdBy: kitchenPairings.createdBy,
            createdAt: at,
            lastSeenAt: at,
          }),
        )
        .from(kitchenPairings)
        .where(and(usable, room)),
    )
    .returning({ familyId: kitchenScreens.familyId, createdBy: kitchenScreens.createdBy });
}

/** Which family database made a pairing code (any, spent or not: the pairing itself says why one is refused), if any. */
export async function databaseOfPairingCode(databases: { name: FamilyDatabaseName; db: Db }[], code: string): Promise<FamilyDatabaseName | undefined> {
  const codeHash = hashToken(code);
  const held = await firstHolding(
    databases,
    async (db) => (await db.select({ one: kitchenPairings.familyId }).from(kitchenPairings).where(eq(kitchenPairings.codeHash, codeHash)).limit(1))[0],
  );
  return held?.name;
}

/**
 * Makes the screen, logs it and spends the code in one batch (a transaction): the insert writes a
 * screen only while the code is unused and unexpired and the family is under its cap, and the event
 * and the update follow only that screen. Two tablets racing for one code run one batch after the
 * other, so the second finds the code used and makes nothing — also in the same millisecond. The
 * parent who made the code is mailed.
 */
export async function pairScreen(
  deps: { db: Db; dbName: FamilyDatabaseName; origin: string; audit: Audit },
  input: { code: string; name: string },
  now = Date.now(),
): Promise<Outcome<Paired>> {
  const { db } = deps;
  const id = newId();
  // Ends in its database's number: each of the screen's calls opens that database (lib/token-database.ts).
  const token = markDatabase(`${KITCHEN_TOKEN_PREFIX}${randomToken()}`, deps.dbName);
  const at = iso(now);
  const codeHash = hashToken(input.code);
  const usable = and(eq(kitchenPairings.codeHash, codeHash), isNull(kitchenPairings.usedAt), gt(kitchenPairings.expiresAt, at));
  const made = sql`EXISTS (SELECT 1 FROM ${kitchenScreens} WHERE ${kitchenScreens.id} = ${id})`;
  const parent = sql`(SELECT ${kitchenScreens.createdBy} FROM ${kitchenScreens} WHERE ${kitchenScreens.id} = ${id})`;
  const event = { kind: "kitchen_screen_paired" as const, userId: parent, actorId: parent, detail: { screenId: id } };
  const [inserted] = await db.batch([
    screenInsert(db, { id, name: input.name, tokenHash: hashToken(token), at }, usable ?? sql`0`),
    securityEventQuery(db, deps.audit, event, made, now),
    db.update(kitchenPairings).set({ usedAt: at }).where(and(usable, made)),
  ]);
  const screenRow = inserted[0];
  if (!screenRow) throw (await db.$count(kitchenPairings, usable)) > 0 ? screensFull() : invalid(k.codeInvalid);
  const { familyId, createdBy } = screenRow;
  const [family] = await db.select({ timeZone: families.timeZone }).from(families).where(eq(families.id, familyId));
  const account = createdBy ? await accountContact(db, createdBy) : undefined;
  const screen: KitchenScreen = { id, name: input.name, createdAt: at, lastSeenAt: at };
  const link = `${deps.origin}/reset-password`;
  return outcome(
    201,
    { token, screen, familyId, timeZone: family?.timeZone ?? "" },
    tell(familyId, "kitchen_updated"),
    account && {
      kind: "mail",
      what: "kitchen screen paired mail",
      send: (mailer) =>
        mailer.send({ to: account.email, subject: serverTexts.screenPairedSubject, text: serverTexts.screenPairedBody(account.username, input.name, link) }),
    },
  );
}

export function listScreens(db: Db, familyId: string): Promise<KitchenScreen[]> {
  return db.select(screenColumns).from(kitchenScreens).where(eq(kitchenScreens.familyId, familyId)).orderBy(kitchenScreens.createdAt, kitchenScreens.id);
}

/** Revoking deletes the row: the screen's next call (the check reads the row every time, at the primary) is refused, and its live sockets are closed. */
export async function revokeScreen(db: Db, familyId: string, id: string): Promise<Outcome<undefined>> {
  const gone = await db
    .delete(kitchenScreens)
    .where(and(eq(kitchenScreens.id, id), eq(kitchenScreens.familyId, familyId)))
    .returning({ id: kitchenScreens.id });
  if (gone.length === 0) throw notFound();
  // Its open sockets close now; a ticket it bought but has not spent opens nothing (services/auth/live-tickets.ts).
  return outcome(204, undefined, tell(familyId, "kitchen_updated"), { kind: "close-sockets", familyId, userId: screenSocketTag(id) });
}

/** The screen behind a kitchen token, or null; refreshes `last_seen_at` (deferred) when it is stale. */
export async function screenOfToken(db: Db, token: string, touch: (work: Promise<unknown>) => void, now = Date.now()): Promise<KitchenCaller | null> {
  const [row] = await db
    .select({
      screenId: kitchenScreens.id,
      name: kitchenScreens.name,
      familyId: kitchenScreens.familyId,
      timeZone: families.timeZone,
      lastSeenAt: kitchenScreens.lastSeenAt,
    })
    .from(kitchenScreens)
    .innerJoin(families, eq(families.id, kitchenScreens.familyId))
    .where(eq(kitchenScreens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  if (!row.lastSeenAt || now - Date.parse(row.lastSeenAt) > LAST_SEEN_RESOLUTION_MS) {
    touch(
      db
        .update(kitchenScreens)
        .set({ lastSeenAt: iso(now) })
        .where(eq(kitchenScreens.id, row.screenId)),
    );
  }
  const { lastSeenAt: _seen, ...caller } = row;
  return caller;
}
