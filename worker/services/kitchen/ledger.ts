import { and, desc, eq, lt, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import { LEDGER_PAGE } from "@contract/kitchen-limits";
import type { LedgerEntry, LedgerKind, LedgerPage } from "@contract/schemas/kitchen";
import { choreCompletions, familyMembers, rewardRequests, starLedger } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { fullRow } from "@worker/lib/full-row";
import { newId } from "@worker/lib/crypto";
import { HttpError, notFound } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import { type Actor, actorColumns } from "./actor";

/**
 * Stars as a ledger (docs/features/kitchen.md "Stars: a ledger"): a balance is the sum of a child's
 * deltas, and every entry that takes stars away is written only where the balance covers it, in the
 * one statement that writes it.
 */

export const notEnoughStars = () => new HttpError("conflict", k.notEnoughStars);
export const conflict = (message: string) => new HttpError("conflict", message);

/** The child's balance, as SQL. */
export const balanceOf = (memberId: string | SQLWrapper) =>
  sql<number>`(SELECT coalesce(sum(${starLedger.delta}), 0) FROM ${starLedger} WHERE ${starLedger.memberId} = ${memberId})`;

export interface NewEntry {
  id: string;
  familyId: string;
  memberId: string;
  delta: number;
  kind: LedgerKind;
  choreId?: string | null;
  completionId?: string | null;
  rewardId?: string | null;
  requestId?: string | null;
  undoes?: string | null;
  note?: string | null;
  actor: Actor;
  at: string;
}

/**
 * The entry's insert, written only for a child of its family and where `guard` holds; a negative
 * entry is guarded by the balance covering it. A second payment of one completion or a second undo
 * of one entry is ignored by the unique indexes (the batch goes on; the caller reads what was written).
 */
export function entryInsert(db: Db, entry: NewEntry, guard?: SQL) {
  const { byUserId, byScreenId } = actorColumns(entry.actor);
  const covered = entry.delta < 0 ? sql`${balanceOf(entry.memberId)} >= ${-entry.delta}` : undefined;
  return db
    .insert(starLedger)
    .select(
      db
        .select(
          fullRow(starLedger, {
            id: entry.id,
            familyId: familyMembers.familyId,
            memberId: familyMembers.id,
            delta: entry.delta,
            kind: entry.kind,
            choreId: entry.choreId,
            completionId: entry.completionId,
            rewardId: entry.rewardId,
            requestId: entry.requestId,
            undoes: entry.undoes,
            note: entry.note,
            byUserId,
            byScreenId,
            at: entry.at,
          }),
        )
        .from(familyMembers)
        .where(and(eq(familyMembers.id, entry.memberId), eq(familyMembers.familyId, entry.familyId), eq(familyMembers.isChild, true), covered, guard)),
    )
    .onConflictDoNothing()
    .returning({ id: starLedger.id });
}

export async function balance(db: Db, memberId: string): Promise<number> {
  const [row] = await db.all<{ stars: number }>(sql`SELECT ${balanceOf(memberId)} AS stars`);
  return row?.stars ?? 0;
}

/** A parent's bonus or deduction; a deduction larger than the balance is refused with the friendly text. */
export async function addEntry(
  db: Db,
  actor: Actor,
  familyId: string,
  input: { memberId: string; kind: "bonus" | "deduction"; stars: number; note?: string | undefined },
): Promise<Outcome<LedgerEntry>> {
  const entry: NewEntry = {
    id: newId(),
    familyId,
    memberId: input.memberId,
    delta: input.kind === "bonus" ? input.stars : -input.stars,
    kind: input.kind,
    note: input.note || null,
    actor,
    at: iso(Date.now()),
  };
  const [written] = await entryInsert(db, entry);
  if (!written) throw (await isChildOf(db, familyId, input.memberId)) ? notEnoughStars() : notFound();
  return outcome(201, await entryById(db, familyId, entry.id), tell(familyId, "kitchen_updated"));
}

async function isChildOf(db: Db, familyId: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyId, familyId), eq(familyMembers.isChild, true)));
  return row !== undefined;
}

const undoing = alias(starLedger, "undoing");

function entryRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: starLedger.id,
      memberId: starLedger.memberId,
      delta: starLedger.delta,
      kind: starLedger.kind,
      choreId: starLedger.choreId,
      rewardId: starLedger.rewardId,
      undoes: starLedger.undoes,
      undone: sql<number>`${undoing.id} IS NOT NULL`,
      note: starLedger.note,
      byUserId: starLedger.byUserId,
      byScreenId: starLedger.byScreenId,
      at: starLedger.at,
      completionId: starLedger.completionId,
    })
    .from(starLedger)
    .leftJoin(undoing, eq(undoing.undoes, starLedger.id))
    .where(where);
}

type EntryRow = Awaited<ReturnType<typeof entryRows>>[number];
const toEntry = ({ completionId: _completion, ...row }: EntryRow): LedgerEntry => ({ ...row, undone: Boolean(row.undone) });

async function entryRow(db: Db, familyId: string, id: string): Promise<EntryRow> {
  const [row] = await entryRows(db, and(eq(starLedger.id, id), eq(starLedger.familyId, familyId)));
  if (!row) throw notFound();
  return row;
}

export const entryById = async (db: Db, familyId: string, id: string) => toEntry(await entryRow(db, familyId, id));

/** A child's balance and history, newest first, a page at a time (`before`: the last entry id of the page before). */
export async function ledgerPage(db: Db, familyId: string, memberId: string, before: string | undefined): Promise<LedgerPage> {
  if (!(await isChildOf(db, familyId, memberId))) throw notFound();
  const [cursor] = before
    ? await db
        .select({ at: starLedger.at })
        .from(starLedger)
        .where(and(eq(starLedger.id, before), eq(starLedger.memberId, memberId)))
    : [];
  const after = cursor && before ? or(lt(starLedger.at, cursor.at), and(eq(starLedger.at, cursor.at), lt(starLedger.id, before))) : undefined;
  const rows = await entryRows(db, and(eq(starLedger.memberId, memberId), eq(starLedger.familyId, familyId), after))
    .orderBy(desc(starLedger.at), desc(starLedger.id))
    .limit(LEDGER_PAGE);
  return { stars: await balance(db, memberId), entries: rows.map(toEntry) };
}

/**
 * Undoes an entry with an entry of minus its delta, in one batch with what the entry stood for: a
 * redemption's request becomes `undone`, a chore's completion is removed (so a rotate chore's turn
 * is computed again). Taking back stars already spent is refused (a balance never goes below zero).
 */
export async function undoEntry(db: Db, actor: Actor, familyId: string, id: string): Promise<Outcome<LedgerEntry>> {
  const original = await entryRow(db, familyId, id);
  if (original.kind === "undo") throw conflict(k.cannotUndoUndo);
  if (original.undone) throw conflict(k.alreadyUndone);
  const undo: NewEntry = { id: newId(), familyId, memberId: original.memberId, delta: -original.delta, kind: "undo", undoes: id, actor, at: iso(Date.now()) };
  const written = sql`EXISTS (SELECT 1 FROM ${starLedger} WHERE ${starLedger.id} = ${undo.id})`;
  const [inserted] = await db.batch([
    entryInsert(db, { ...undo, choreId: original.choreId, rewardId: original.rewardId }),
    db
      .update(rewardRequests)
      .set({ status: "undone", decidedAt: undo.at })
      .where(and(eq(rewardRequests.entryId, id), eq(rewardRequests.familyId, familyId), written)),
    db.delete(choreCompletions).where(and(eq(choreCompletions.id, original.completionId ?? ""), eq(choreCompletions.familyId, familyId), written)),
  ]);
  if (inserted.length === 0) throw (await entryRow(db, familyId, id)).undone ? conflict(k.alreadyUndone) : notEnoughStars();
  return outcome(201, await entryById(db, familyId, undo.id), tell(familyId, "kitchen_updated"));
}
