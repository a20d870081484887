import { and, eq, sql } from "drizzle-orm";
import { isDue } from "@contract/kitchen-day";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import type { Chore } from "@contract/schemas/kitchen";
import type { TickAnswer } from "@contract/schemas/kitchen-screen";
import { choreCompletions, starLedger } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { HttpError, notFound } from "@worker/lib/http-error";
import { taskMessages as t } from "@contract/task-messages";
import { iso } from "@worker/lib/time";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import { type Actor, actorColumns } from "./actor";
import { choreOf } from "./chores";
import { awayFor, type KitchenDay, ownerToday, readDay, slotOf } from "./day";
import { balance, conflict, entryInsert, undoEntry } from "./ledger";

/**
 * Ticks, approvals, skips and undos of today's routines and chores (docs/features/kitchen.md). A
 * tick is one batch: the completion under the unique (chore, period, slot) index, then its payment
 * only where that completion is this request's own — so fifty taps on a compete chore pay once.
 */

export interface FamilyClock {
  familyId: string;
  timeZone: string;
}

const payment = (db: Db, chore: Chore, completion: { id: string; memberId: string; familyId: string }, actor: Actor, at: string) =>
  entryInsert(
    db,
    {
      id: newId(),
      familyId: completion.familyId,
      memberId: completion.memberId,
      delta: chore.stars,
      kind: chore.kind,
      choreId: chore.id,
      completionId: completion.id,
      actor,
      at,
    },
    // Never twice for one completion: a replayed tick racing its first send pays once.
    sql`EXISTS (SELECT 1 FROM ${choreCompletions} WHERE ${choreCompletions.id} = ${completion.id} AND ${choreCompletions.status} = 'done')
      AND NOT EXISTS (SELECT 1 FROM ${starLedger} WHERE ${starLedger.completionId} = ${completion.id})`,
  );

/** Refuses a tick the day does not allow: not due, not the child's, not their turn. */
function assertTickable(chore: Chore, day: KitchenDay, memberId: string): void {
  if (!isDue(chore.schedule, day.date)) throw conflict(k.notDueToday);
  if (!chore.members.includes(memberId)) throw conflict(k.notForChild);
  const owner = ownerToday(chore, day);
  if ((chore.mode === "rotate" || chore.mode === "fixed") && owner !== memberId) throw conflict(k.notYourTurn);
  if ((chore.mode === "each" || chore.mode === "compete") && awayFor(chore, day).has(memberId)) throw conflict(k.childAway);
}

/**
 * A tick the screen sent before under its own id (docs/features/offline.md "The kitchen screen's
 * queue"): the stored one with 200 and no notice; 404 when it was paid and undone since (the
 * completion is gone, its entry stays); 409 when the id is another family's.
 */
async function replayedTick(db: Db, familyId: string, id: string): Promise<Outcome<TickAnswer> | undefined> {
  const [row] = await db.select().from(choreCompletions).where(eq(choreCompletions.id, id));
  const [paid] = row ? [] : await db.select({ familyId: starLedger.familyId }).from(starLedger).where(eq(starLedger.completionId, id));
  const holder = row ?? paid;
  if (!holder) return undefined;
  if (holder.familyId !== familyId) throw new HttpError("conflict", t.clientIdTaken);
  if (!row) throw notFound();
  const task = { choreId: row.choreId, memberId: row.memberId, status: row.status, completionId: row.id };
  return outcome(200, { task, stars: await balance(db, row.memberId) });
}

export async function tickChore(
  db: Db,
  actor: Actor,
  clock: FamilyClock,
  input: { id?: string; choreId: string; memberId: string },
  now = Date.now(),
): Promise<Outcome<TickAnswer>> {
  const replay = input.id && (await replayedTick(db, clock.familyId, input.id));
  if (replay) return replay;
  const chore = await choreOf(db, clock.familyId, input.choreId);
  const day = await readDay(db, clock.familyId, clock.timeZone, chore.mode === "rotate" ? [chore.id] : [], now);
  assertTickable(chore, day, input.memberId);
  const at = iso(now);
  const status = chore.approval === "parent" ? ("pending" as const) : ("done" as const);
  const completion = {
    id: input.id ?? newId(),
    familyId: clock.familyId,
    choreId: chore.id,
    memberId: input.memberId,
    period: day.date,
    slot: slotOf(chore, input.memberId),
    status,
    at,
    ...actorColumns(actor),
  };
  const [inserted] = await db.batch([
    db.insert(choreCompletions).values(completion).onConflictDoNothing().returning({ id: choreCompletions.id }),
    payment(db, chore, completion, actor, at),
  ]);
  if (inserted.length === 0) {
    const raced = input.id && (await replayedTick(db, clock.familyId, input.id));
    if (raced) return raced;
    throw conflict(chore.mode === "compete" ? k.alreadyTaken : k.alreadyDone);
  }
  const task = { choreId: chore.id, memberId: input.memberId, status, completionId: completion.id };
  return outcome(201, { task, stars: await balance(db, input.memberId) }, tell(clock.familyId, "kitchen_updated"));
}

async function completionOf(db: Db, familyId: string, id: string) {
  const [row] = await db
    .select()
    .from(choreCompletions)
    .where(and(eq(choreCompletions.id, id), eq(choreCompletions.familyId, familyId)));
  if (!row) throw notFound();
  return row;
}

/** A parent approves a pending tick: done, and paid, in one batch. */
export async function approveCompletion(db: Db, actor: Actor, familyId: string, id: string): Promise<Outcome<TickAnswer>> {
  const row = await completionOf(db, familyId, id);
  const chore = await choreOf(db, familyId, row.choreId);
  const [approved] = await db.batch([
    db
      .update(choreCompletions)
      .set({ status: "done" })
      .where(and(eq(choreCompletions.id, id), eq(choreCompletions.familyId, familyId), eq(choreCompletions.status, "pending")))
      .returning({ id: choreCompletions.id }),
    payment(db, chore, row, actor, iso(Date.now())),
  ]);
  if (approved.length === 0) throw conflict(k.notPending);
  const task = { choreId: chore.id, memberId: row.memberId, status: "done" as const, completionId: id };
  return outcome(200, { task, stars: await balance(db, row.memberId) }, tell(familyId, "kitchen_updated"));
}

/** A parent skips today's turn: a `skipped` completion, which earns nothing and counts as nobody's turn. */
export async function skipChore(
  db: Db,
  actor: Actor,
  clock: FamilyClock,
  choreId: string,
  memberId: string | undefined,
  now = Date.now(),
): Promise<Outcome<TickAnswer>> {
  const chore = await choreOf(db, clock.familyId, choreId);
  const day = await readDay(db, clock.familyId, clock.timeZone, chore.mode === "rotate" ? [chore.id] : [], now);
  if (!isDue(chore.schedule, day.date)) throw conflict(k.notDueToday);
  const member = memberId ?? ownerToday(chore, day) ?? chore.members[0]!;
  if (!chore.members.includes(member)) throw conflict(k.notForChild);
  const completion = {
    id: newId(),
    familyId: clock.familyId,
    choreId,
    memberId: member,
    period: day.date,
    slot: slotOf(chore, member),
    status: "skipped" as const,
    at: iso(now),
    ...actorColumns(actor),
  };
  const inserted = await db.insert(choreCompletions).values(completion).onConflictDoNothing().returning({ id: choreCompletions.id });
  if (inserted.length === 0) throw conflict(k.alreadyDone);
  const task = { choreId, memberId: member, status: "skipped" as const, completionId: completion.id };
  return outcome(201, { task, stars: await balance(db, member) }, tell(clock.familyId, "kitchen_updated"));
}

/**
 * Undoes a tick: a paid one through its entry's undo (which removes the completion in the same
 * batch), an unpaid one (pending, skipped, zero stars) by removing it. Either way the turn is computed again.
 */
export async function undoCompletion(db: Db, actor: Actor, familyId: string, id: string): Promise<Outcome<undefined>> {
  const row = await completionOf(db, familyId, id);
  const [paid] = await db
    .select({ id: starLedger.id })
    .from(starLedger)
    .where(and(eq(starLedger.completionId, id), eq(starLedger.familyId, familyId)));
  if (paid) {
    await undoEntry(db, actor, familyId, paid.id);
  } else {
    await db.delete(choreCompletions).where(and(eq(choreCompletions.id, row.id), eq(choreCompletions.familyId, familyId)));
  }
  return outcome(204, undefined, tell(familyId, "kitchen_updated"));
}
