import { and, asc, eq } from "drizzle-orm";
import { addToClock, clockOfDate, daysBetween } from "@contract/time/wall-clock";
import { dateText } from "@contract/time/zone";
import type { HomeLink } from "@contract/schemas/two-homes";
import { twoHomesMessages as h } from "@contract/two-homes-messages";
import { childLinks, custodySwaps, familyMembers } from "@worker/db/schema";
import type { Bindings, Db } from "@worker/env";
import { HttpError, invalid } from "@worker/lib/http-error";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import { linkAnswer } from "./answers";
import { type LinkSides, linkSides, otherHomeUnavailable } from "./homes";
import { syncOrQueue } from "./sync";

/**
 * A write of what both homes share (the pattern, one-off days, swaps): run on the host copy, which
 * decides (its guarded statements take concurrent writes from both homes one at a time), then
 * mirrored to the guest copy (docs/features/two-homes.md "Two databases").
 */

/** Runs `write` against the host copy; a host in another database that does not answer is 503, and nothing changed. */
export async function onHost<T>(
  env: Bindings,
  db: Db,
  familyId: string,
  linkId: string,
  write: (sides: LinkSides) => Promise<T>,
): Promise<{ sides: LinkSides; result: T }> {
  const sides = await linkSides(env, db, familyId, linkId);
  try {
    return { sides, result: await write(sides) };
  } catch (error) {
    if (error instanceof HttpError || sides.hostDb === db) throw error;
    throw otherHomeUnavailable();
  }
}

/** After a host write: the guest copy is brought up to it, both homes are told, and the caller's view of the link is answered from the host's rows. */
export async function afterSharedWrite(env: Bindings, db: Db, sides: LinkSides, status: 200 | 201 = 200): Promise<Outcome<HomeLink>> {
  await syncOrQueue(env, [{ linkId: sides.own.id, from: sides.hostFamilyId, to: sides.guestFamilyId }]);
  const [[state], swaps] = await sides.hostDb.batch([
    sides.hostDb
      .select()
      .from(childLinks)
      .where(and(eq(childLinks.id, sides.own.id), eq(childLinks.familyId, sides.hostFamilyId))),
    sides.hostDb
      .select()
      .from(custodySwaps)
      .where(and(eq(custodySwaps.familyId, sides.hostFamilyId), eq(custodySwaps.linkId, sides.own.id)))
      .orderBy(asc(custodySwaps.createdAt)),
  ]);
  const [member] = await db.select({ name: familyMembers.name }).from(familyMembers).where(eq(familyMembers.id, sides.own.memberId));
  const own = sides.own;
  return outcome(
    status,
    linkAnswer(own, member?.name ?? "", state ?? own, swaps, new Date().toISOString()),
    tell(own.familyId, "home_links_updated", "kitchen_updated"),
    tell(own.otherFamilyId, "home_links_updated", "kitchen_updated"),
  );
}

/** A home named in a body must be one of the link's two. */
export function checkHome(sides: LinkSides, home: string): void {
  if (home !== sides.own.familyId && home !== sides.own.otherFamilyId) throw invalid(h.homeInvalid);
}

/** A stretch of days, first to last, at most `maxDays` long. */
export function checkRange(from: string, to: string, maxDays: number): void {
  const days = daysBetween(clockOfDate(from), clockOfDate(to));
  if (days < 0) throw invalid(h.rangeInvalid);
  if (days + 1 > maxDays) throw invalid(h.rangeTooLong);
}

export const daysBefore = (date: string, days: number) => dateText(addToClock(clockOfDate(date), "days", -days));
