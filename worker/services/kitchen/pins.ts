import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import { KITCHEN_PIN_TRIES } from "@contract/kitchen-limits";
import { familyMembers, kitchenPinTries } from "@worker/db/schema";
import type { AuthContext, Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { HttpError, invalid, notFound } from "@worker/lib/http-error";
import { hashPassword, verifyPassword } from "@worker/lib/passwords";
import { iso } from "@worker/lib/time";
import { type Effect, type Outcome, outcome, tell } from "@worker/services/effects";
import { parentsPush } from "./parents-push";

/**
 * PINs of children and parents (docs/features/kitchen.md "PIN tries"): stored as scrypt hashes by
 * the password helper, checked on a screen against KITCHEN_PIN_TRIES per profile on every screen.
 */

const forbiddenWith = (message: string) => new HttpError("forbidden", message);

/** The member of the family whose PIN is set or reset: a child, or the caller's own member. */
async function pinOwner(db: Db, caller: AuthContext, familyId: string, memberId: string) {
  const [member] = await db
    .select({ id: familyMembers.id, userId: familyMembers.userId, isChild: familyMembers.isChild })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyId, familyId)));
  if (!member) throw notFound();
  if (member.userId !== null && member.userId !== caller.userId) throw forbiddenWith(k.pinNotYours);
  if (member.userId === null && !member.isChild) throw invalid(k.notAChild);
  return member;
}

/** Sets a PIN and forgets the profile's tries on every screen, in one batch. */
export async function setPin(db: Db, caller: AuthContext, familyId: string, memberId: string, pin: string): Promise<Outcome<undefined>> {
  await pinOwner(db, caller, familyId, memberId);
  const pinHash = await hashPassword(pin);
  await db.batch([
    db
      .update(familyMembers)
      .set({ pinHash })
      .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyId, familyId))),
    db.delete(kitchenPinTries).where(eq(kitchenPinTries.memberId, memberId)),
  ]);
  return outcome(204, undefined, tell(familyId, "kitchen_updated"));
}

/** A parent's reset: the PIN is gone (a child's profile opens without one) and its tries are forgotten. */
export async function resetPin(db: Db, caller: AuthContext, familyId: string, memberId: string): Promise<Outcome<undefined>> {
  await pinOwner(db, caller, familyId, memberId);
  await db.batch([
    db
      .update(familyMembers)
      .set({ pinHash: null })
      .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyId, familyId))),
    db.delete(kitchenPinTries).where(eq(kitchenPinTries.memberId, memberId)),
  ]);
  return outcome(204, undefined, tell(familyId, "kitchen_updated"));
}

/** How long a try waits for tries still being judged before the window is called full, and how often it looks. */
const PENDING_WAIT_MS = 3000;
const PENDING_POLL_MS = 50;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The profile's tries in the window, on every screen: all of them, the wrong ones, and the oldest. */
async function triesOf(db: Db, memberId: string, since: string) {
  const [row] = await db.all<{ n: number; wrong: number; oldest: string | null }>(
    sql`SELECT count(*) AS n, coalesce(sum(wrong), 0) AS wrong, min(at) AS oldest FROM kitchen_pin_tries WHERE member_id = ${memberId} AND at > ${since}`,
  );
  return row ?? { n: 0, wrong: 0, oldest: null };
}

/**
 * Takes one try at this profile's PIN, counted on every screen, or refuses with 429: one guarded
 * insert, so parallel guesses cannot all pass a count made before them. While fewer than the limit
 * of the window's tries are known wrong, the others are still being judged (a right PIN gives its
 * place back), so it waits and takes again: a right PIN is not refused because of parallel right
 * ones. Answers the try's id.
 */
async function takeTry(db: Db, screenId: string, memberId: string, now: number): Promise<string> {
  const since = iso(now - KITCHEN_PIN_TRIES.windowMs);
  const waitUntil = Date.now() + PENDING_WAIT_MS;
  for (;;) {
    const id = newId();
    const taken = await db.all<{ id: string }>(sql`
      INSERT INTO kitchen_pin_tries (id, screen_id, member_id, at)
      SELECT ${id}, ${screenId}, ${memberId}, ${iso(now)}
      WHERE (SELECT count(*) FROM kitchen_pin_tries WHERE member_id = ${memberId} AND at > ${since}) < ${KITCHEN_PIN_TRIES.limit}
      RETURNING id`);
    if (taken.length > 0) return id;
    const tries = await triesOf(db, memberId, since);
    if (tries.wrong < KITCHEN_PIN_TRIES.limit && Date.now() < waitUntil) {
      await pause(PENDING_POLL_MS);
      continue;
    }
    const waitMs = tries.oldest ? Date.parse(tries.oldest) + KITCHEN_PIN_TRIES.windowMs - now : KITCHEN_PIN_TRIES.windowMs;
    throw new HttpError("rate_limited", k.pinTooManyTries, undefined, { "Retry-After": String(Math.max(1, Math.ceil(waitMs / 1000))) });
  }
}

/**
 * A wrong PIN: its try is marked wrong, and when it is the one that fills the window the parents are
 * told by push, once a window (the mark and the guarded `alerted` are one batch, so parallel wrong
 * PINs make one notice). Answers the notice, or null.
 */
async function countWrong(db: Db, check: PinCheck, tryId: string, name: string, now: number): Promise<Effect | null> {
  const since = iso(now - KITCHEN_PIN_TRIES.windowMs);
  const mine = sql`member_id = ${check.memberId} AND at > ${since}`;
  const [, alerted] = await db.batch([
    db.update(kitchenPinTries).set({ wrong: true }).where(eq(kitchenPinTries.id, tryId)),
    db
      .update(kitchenPinTries)
      .set({ alerted: true })
      .where(
        and(
          eq(kitchenPinTries.id, tryId),
          sql`(SELECT count(*) FROM kitchen_pin_tries WHERE ${mine} AND wrong) >= ${KITCHEN_PIN_TRIES.limit}`,
          sql`NOT EXISTS (SELECT 1 FROM kitchen_pin_tries WHERE ${mine} AND alerted)`,
        ),
      )
      .returning({ id: kitchenPinTries.id }),
  ]);
  if (alerted.length === 0) return null;
  const payload = { title: k.pinAlertTitle(name), body: k.pinAlertBody(KITCHEN_PIN_TRIES.limit), url: "/children", tag: `kitchen-pin-${check.memberId}` };
  return parentsPush(check.familyId, "kitchen PIN alert push", payload, null);
}

export interface PinCheck {
  screenId: string;
  familyId: string;
  memberId: string;
  pin: string | undefined;
  /** A parent (a member with an account) rather than a child. */
  parent: boolean;
}

/** Runs the effects a refusal still sets off (the parents' notice), since a refusal returns no outcome. */
export type EffectSink = (effects: readonly Effect[]) => void;

/**
 * Checks a profile's PIN on a screen. A child without a PIN passes without one; a parent must have
 * one. The member must be of the screen's family (404 otherwise) and of the kind asked for.
 */
export async function checkPin(db: Db, check: PinCheck, sink: EffectSink, now = Date.now()): Promise<void> {
  const kind = check.parent ? isNotNull(familyMembers.userId) : and(isNull(familyMembers.userId), eq(familyMembers.isChild, true));
  const [member] = await db
    .select({ name: familyMembers.name, pinHash: familyMembers.pinHash })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, check.memberId), eq(familyMembers.familyId, check.familyId), kind));
  if (!member) throw notFound();
  if (member.pinHash === null) {
    if (check.parent) throw forbiddenWith(k.parentPinMissing);
    return;
  }
  if (check.pin === undefined) throw invalid(k.pinRequired);
  const tryId = await takeTry(db, check.screenId, check.memberId, now);
  if (await verifyPassword(check.pin, member.pinHash)) {
    // Only wrong PINs count against the profile.
    await db.delete(kitchenPinTries).where(eq(kitchenPinTries.id, tryId));
    return;
  }
  const notice = await countWrong(db, check, tryId, member.name, now);
  if (notice) sink([notice]);
  throw forbiddenWith(k.pinWrong);
}
