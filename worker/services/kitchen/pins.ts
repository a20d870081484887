import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import { KITCHEN_PIN_TRIES } from "@contract/kitchen-limits";
import { familyMembers, kitchenPinTries } from "@worker/db/schema";
import type { AuthContext, Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { HttpError, invalid, notFound } from "@worker/lib/http-error";
import { hashPassword, verifyPassword } from "@worker/lib/passwords";
import { iso } from "@worker/lib/time";
import { type Outcome, outcome, tell } from "@worker/services/effects";

/**
 * PINs of children and parents (docs/features/kitchen.md "PIN tries"): stored as scrypt hashes by
 * the password helper, checked on a screen against KITCHEN_PIN_TRIES per screen and profile.
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

/**
 * Takes one try of this screen at this profile's PIN, or refuses with 429: one guarded insert, so
 * parallel guesses cannot all pass a count made before them. Answers the try's id.
 */
async function takeTry(db: Db, screenId: string, memberId: string, now: number): Promise<string> {
  const id = newId();
  const since = iso(now - KITCHEN_PIN_TRIES.windowMs);
  const taken = await db.all<{ id: string }>(sql`
    INSERT INTO kitchen_pin_tries (id, screen_id, member_id, at)
    SELECT ${id}, ${screenId}, ${memberId}, ${iso(now)}
    WHERE (SELECT count(*) FROM kitchen_pin_tries WHERE screen_id = ${screenId} AND member_id = ${memberId} AND at > ${since}) < ${KITCHEN_PIN_TRIES.limit}
    RETURNING id`);
  if (taken.length > 0) return id;
  const [oldest] = await db.all<{ at: string }>(
    sql`SELECT min(at) AS at FROM kitchen_pin_tries WHERE screen_id = ${screenId} AND member_id = ${memberId} AND at > ${since}`,
  );
  const waitMs = oldest?.at ? Date.parse(oldest.at) + KITCHEN_PIN_TRIES.windowMs - now : KITCHEN_PIN_TRIES.windowMs;
  throw new HttpError("rate_limited", k.pinTooManyTries, undefined, { "Retry-After": String(Math.max(1, Math.ceil(waitMs / 1000))) });
}

export interface PinCheck {
  screenId: string;
  familyId: string;
  memberId: string;
  pin: string | undefined;
  /** A parent (a member with an account) rather than a child. */
  parent: boolean;
}

/**
 * Checks a profile's PIN on a screen. A child without a PIN passes without one; a parent must have
 * one. The member must be of the screen's family (404 otherwise) and of the kind asked for.
 */
export async function checkPin(db: Db, check: PinCheck, now = Date.now()): Promise<void> {
  const kind = check.parent ? isNotNull(familyMembers.userId) : and(isNull(familyMembers.userId), eq(familyMembers.isChild, true));
  const [member] = await db
    .select({ pinHash: familyMembers.pinHash })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, check.memberId), eq(familyMembers.familyId, check.familyId), kind));
  if (!member) throw notFound();
  if (member.pinHash === null) {
    if (check.parent) throw forbiddenWith(k.parentPinMissing);
    return;
  }
  if (check.pin === undefined) throw invalid(k.pinRequired);
  const tryId = await takeTry(db, check.screenId, check.memberId, now);
  if (!(await verifyPassword(check.pin, member.pinHash))) throw forbiddenWith(k.pinWrong);
  // Only wrong PINs count against the profile.
  await db.delete(kitchenPinTries).where(eq(kitchenPinTries.id, tryId));
}
