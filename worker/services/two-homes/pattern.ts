import { sql } from "drizzle-orm";
import type { CustodyExceptionBody, CustodyPatternBody, HomeLink } from "@contract/schemas/two-homes";
import { CUSTODY_EXCEPTIONS_MAX } from "@contract/two-homes-limits";
import { twoHomesMessages as h } from "@contract/two-homes-messages";
import { childLinks } from "@worker/db/schema";
import type { Bindings, Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { HttpError, notFound } from "@worker/lib/http-error";
import type { Outcome } from "@worker/services/effects";
import { hostCopyOf } from "./homes";
import { afterSharedWrite, checkHome, checkRange, daysBefore, onHost } from "./shared-write";

/** The custody pattern and its one-off days (docs/features/two-homes-pattern.md), set by either home. */

/** A one-off stretch may be a whole summer holiday, not more. */
const EXCEPTION_DAYS_MAX = 92;
/** One-off days that ended this long ago are dropped when one is added: they no longer decide anything shown. */
const EXCEPTIONS_KEPT_DAYS = 400;

export async function setPattern(env: Bindings, db: Db, familyId: string, linkId: string, body: CustodyPatternBody): Promise<Outcome<HomeLink>> {
  const { sides } = await onHost(env, db, familyId, linkId, async (sides) => {
    checkHome(sides, body.firstHome);
    const set = await sides.hostDb
      .update(childLinks)
      .set({
        template: body.template,
        startDate: body.startDate,
        exchangeTime: body.exchangeTime,
        firstHome: body.firstHome,
        revision: sql`${childLinks.revision} + 1`,
      })
      .where(hostCopyOf(sides))
      .returning({ id: childLinks.id });
    if (set.length === 0) throw notFound();
  });
  return afterSharedWrite(env, db, sides);
}

/**
 * Adds a one-off stretch in one statement on the host copy: the list is appended to in SQL (two
 * homes adding at once both land), old ones dropped, the cap held, and an id already there (a
 * phone sending again) changes nothing.
 */
export async function addException(
  env: Bindings,
  db: Db,
  familyId: string,
  linkId: string,
  body: CustodyExceptionBody,
  today: string,
): Promise<Outcome<HomeLink>> {
  const id = body.id ?? newId();
  const entry = JSON.stringify({ id, from: body.from, to: body.to, home: body.home, reason: body.reason ?? null, swapId: null });
  const cutoff = daysBefore(today, EXCEPTIONS_KEPT_DAYS);
  const { sides, result } = await onHost(env, db, familyId, linkId, async (sides) => {
    checkHome(sides, body.home);
    checkRange(body.from, body.to, EXCEPTION_DAYS_MAX);
    const kept = sql`(SELECT json_group_array(json(value)) FROM json_each(${childLinks.exceptions}) WHERE json_extract(value, '$.to') >= ${cutoff})`;
    const [row] = await sides.hostDb
      .update(childLinks)
      .set({ exceptions: sql`json_insert(${kept}, '$[#]', json(${entry}))`, revision: sql`${childLinks.revision} + 1` })
      .where(
        sql`${hostCopyOf(sides)} AND NOT EXISTS (SELECT 1 FROM json_each(${childLinks.exceptions}) WHERE json_extract(value, '$.id') = ${id})
            AND (SELECT count(*) FROM json_each(${childLinks.exceptions}) WHERE json_extract(value, '$.to') >= ${cutoff}) < ${CUSTODY_EXCEPTIONS_MAX}`,
      )
      .returning({ id: childLinks.id });
    if (row) return "added" as const;
    const [held] = await sides.hostDb
      .select({ has: sql<number>`EXISTS (SELECT 1 FROM json_each(${childLinks.exceptions}) WHERE json_extract(value, '$.id') = ${id})` })
      .from(childLinks)
      .where(hostCopyOf(sides));
    if (!held) throw notFound();
    if (!held.has) throw new HttpError("conflict", h.tooManyExceptions);
    return "replayed" as const;
  });
  return afterSharedWrite(env, db, sides, result === "added" ? 201 : 200);
}

/** Removes a one-off stretch (an accepted swap's days too: the pattern then holds again). */
export async function removeException(env: Bindings, db: Db, familyId: string, linkId: string, exceptionId: string): Promise<Outcome<HomeLink>> {
  const { sides } = await onHost(env, db, familyId, linkId, async (sides) => {
    const removed = await sides.hostDb
      .update(childLinks)
      .set({
        exceptions: sql`(SELECT json_group_array(json(value)) FROM json_each(${childLinks.exceptions}) WHERE json_extract(value, '$.id') <> ${exceptionId})`,
        revision: sql`${childLinks.revision} + 1`,
      })
      .where(sql`${hostCopyOf(sides)} AND EXISTS (SELECT 1 FROM json_each(${childLinks.exceptions}) WHERE json_extract(value, '$.id') = ${exceptionId})`)
      .returning({ id: childLinks.id });
    if (removed.length === 0) throw notFound();
  });
  return afterSharedWrite(env, db, sides);
}
