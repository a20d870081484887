import { and, eq, sql } from "drizzle-orm";
import { swapExceptions } from "@contract/custody";
import type { CustodySwapBody, HomeLink } from "@contract/schemas/two-homes";
import { CUSTODY_SWAP_DAYS_MAX, CUSTODY_SWAPS_MAX } from "@contract/two-homes-limits";
import { addToClock, clockOfDate, instantOf } from "@contract/time/wall-clock";
import { familyDate } from "@contract/time/zone";
import { twoHomesMessages as h } from "@contract/two-homes-messages";
import { childLinks, custodySwaps } from "@worker/db/schema";
import type { Bindings, Db } from "@worker/env";
import { rawStatement } from "@worker/lib/batch";
import { newId } from "@worker/lib/crypto";
import { HttpError, invalid, notFound } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import type { Outcome } from "@worker/services/effects";
import { swapAnswer } from "./answers";
import { homesOf, type LinkSides } from "./homes";
import { afterSharedWrite, checkHome, checkRange, onHost } from "./shared-write";

/**
 * Swaps (docs/features/two-homes.md "Swaps"): one home proposes days for a home (and maybe days
 * back), the other accepts or refuses by the respond-by day, or the proposer withdraws it; past
 * that day it reads as expired. Every step is one guarded statement on the host copy, so two
 * answers at once settle on one; an accepted swap's days join the link's one-off days in the same
 * batch.
 */

/** The end of the respond-by day on the proposer's clock: the next day's midnight there. */
const endOfDay = (date: string, timeZone: string) => iso(instantOf(addToClock(clockOfDate(date), "days", 1), timeZone));

export async function proposeSwap(
  env: Bindings,
  db: Db,
  familyId: string,
  linkId: string,
  body: CustodySwapBody,
  timeZone: string,
): Promise<Outcome<HomeLink>> {
  const id = body.id ?? newId();
  const today = familyDate(Date.now(), timeZone);
  const { sides, result } = await onHost(env, db, familyId, linkId, async (sides) => {
    checkHome(sides, body.home);
    checkRange(body.from, body.to, CUSTODY_SWAP_DAYS_MAX);
    if (body.back) checkRange(body.back.from, body.back.to, CUSTODY_SWAP_DAYS_MAX);
    if (body.respondBy < today || body.respondBy > body.from) throw invalid(h.respondByInvalid);
    const host = sides.hostFamilyId;
    const [inserted, link] = await sides.hostDb.$client.batch([
      rawStatement(
        sides.hostDb,
        sql`INSERT INTO custody_swaps (id, family_id, link_id, proposed_by, from_date, to_date, home, back_from, back_to, reason, respond_by, expires_at, status, created_at)
            SELECT ${id}, ${host}, ${linkId}, ${familyId}, ${body.from}, ${body.to}, ${body.home}, ${body.back?.from ?? null}, ${body.back?.to ?? null}, ${body.reason ?? null}, ${body.respondBy}, ${endOfDay(body.respondBy, timeZone)}, 'proposed', ${iso(Date.now())}
            WHERE EXISTS (SELECT 1 FROM child_links WHERE id = ${linkId} AND family_id = ${host} AND other_family_id = ${sides.guestFamilyId} AND template IS NOT NULL)
              AND (SELECT count(*) FROM custody_swaps WHERE family_id = ${host} AND link_id = ${linkId}) < ${CUSTODY_SWAPS_MAX}
            ON CONFLICT (id, family_id) DO NOTHING`,
      ),
      rawStatement(
        sides.hostDb,
        sql`SELECT template IS NOT NULL AS patterned, (SELECT link_id FROM custody_swaps WHERE id = ${id} AND family_id = ${host}) AS held_by FROM child_links WHERE id = ${linkId} AND family_id = ${host}`,
      ),
    ]);
    if ((inserted!.meta.changes ?? 0) > 0) return 201 as const;
    const held = (link!.results as { patterned: number; held_by: string | null }[])[0];
    if (!held) throw notFound();
    if (held.held_by === linkId) return 200 as const;
    if (held.held_by !== null) throw new HttpError("conflict", h.swapClosed);
    if (!held.patterned) throw invalid(h.noPattern);
    throw new HttpError("conflict", h.swapClosed);
  });
  return afterSharedWrite(env, db, sides, result);
}

const swapOf = (sides: LinkSides, swapId: string) =>
  and(eq(custodySwaps.id, swapId), eq(custodySwaps.familyId, sides.hostFamilyId), eq(custodySwaps.linkId, sides.own.id));

/** Why a swap the caller cannot move on was not moved: gone, the caller's own (or not), or no longer open. */
async function whyNot(sides: LinkSides, swapId: string, now: string, ownWanted: boolean): Promise<never> {
  const [row] = await sides.hostDb.select().from(custodySwaps).where(swapOf(sides, swapId));
  if (!row) throw notFound();
  if ((row.proposedBy === sides.own.familyId) !== ownWanted) throw new HttpError("forbidden", ownWanted ? h.notOwnSwap : h.ownSwap);
  if (swapAnswer(row, now).status !== "proposed") throw new HttpError("conflict", h.swapClosed);
  throw notFound();
}

/**
 * The other home accepts or refuses, by the respond-by day. Accepting is one batch: the swap's
 * guarded update, and its days joining the link's one-off days only when that update is the one
 * that accepted it (its decision time), so the swap and its days never part.
 */
export async function answerSwap(
  env: Bindings,
  db: Db,
  familyId: string,
  linkId: string,
  swapId: string,
  answer: "accept" | "refuse",
): Promise<Outcome<HomeLink>> {
  const { sides } = await onHost(env, db, familyId, linkId, async (sides) => {
    const [row] = await sides.hostDb.select().from(custodySwaps).where(swapOf(sides, swapId));
    if (!row) throw notFound();
    const now = iso(Date.now());
    const open = and(
      swapOf(sides, swapId),
      eq(custodySwaps.status, "proposed"),
      sql`${custodySwaps.expiresAt} > ${now}`,
      sql`${custodySwaps.proposedBy} <> ${familyId}`,
    );
    const status = answer === "accept" ? "accepted" : "refused";
    const decide = sides.hostDb
      .update(custodySwaps)
      .set({ status, decidedAt: now, revision: sql`${custodySwaps.revision} + 1` })
      .where(open)
      .returning({ id: custodySwaps.id });
    const [answered] = status === "accepted" ? (await sides.hostDb.batch([decide, joinSwapDays(sides, swapAnswer(row, now), now)]))[0] : await decide;
    if (!answered) await whyNot(sides, swapId, now, false);
  });
  return afterSharedWrite(env, db, sides);
}

/** The accepted swap's days as one-off days of the link, written only after this decision accepted it, and once. */
function joinSwapDays(sides: LinkSides, swap: ReturnType<typeof swapAnswer>, decidedAt: string) {
  const days = swapExceptions(swap, homesOf(sides.own));
  const appended = days.reduce((list, day) => sql`json_insert(${list}, '$[#]', json(${JSON.stringify(day)}))`, sql`${childLinks.exceptions}`);
  return sides.hostDb
    .update(childLinks)
    .set({ exceptions: appended, revision: sql`${childLinks.revision} + 1` })
    .where(
      and(
        eq(childLinks.id, sides.own.id),
        eq(childLinks.familyId, sides.hostFamilyId),
        sql`EXISTS (SELECT 1 FROM custody_swaps WHERE id = ${swap.id} AND family_id = ${sides.hostFamilyId} AND status = 'accepted' AND decided_at = ${decidedAt})`,
        sql`NOT EXISTS (SELECT 1 FROM json_each(${childLinks.exceptions}) WHERE json_extract(value, '$.swapId') = ${swap.id})`,
      ),
    );
}

/** The proposer takes back a swap not yet answered. */
export async function withdrawSwap(env: Bindings, db: Db, familyId: string, linkId: string, swapId: string): Promise<Outcome<HomeLink>> {
  const { sides } = await onHost(env, db, familyId, linkId, async (sides) => {
    const now = iso(Date.now());
    const [withdrawn] = await sides.hostDb
      .update(custodySwaps)
      .set({ status: "withdrawn", decidedAt: now, revision: sql`${custodySwaps.revision} + 1` })
      .where(and(swapOf(sides, swapId), eq(custodySwaps.status, "proposed"), eq(custodySwaps.proposedBy, familyId), sql`${custodySwaps.expiresAt} > ${now}`))
      .returning({ id: custodySwaps.id });
    if (!withdrawn) await whyNot(sides, swapId, now, true);
  });
  return afterSharedWrite(env, db, sides);
}
