import { and, eq } from "drizzle-orm";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import type { Chore, ChoreBody, Schedule } from "@contract/schemas/kitchen";
import { chores } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { invalid, notFound } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import { assertChildren } from "./children";

/** Routines and chores of a family (docs/features/kitchen.md "Chores and routines"). */

export type ChoreRow = typeof chores.$inferSelect;

/** A chore's stored schedule (JSON text), or null for a routine's none. */
export const storedSchedule = (stored: string | null): Schedule | null => (stored === null ? null : (JSON.parse(stored) as Schedule));

export function toChore(row: ChoreRow): Chore {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    emoji: row.emoji,
    stars: row.stars,
    partOfDay: row.partOfDay,
    schedule: storedSchedule(row.schedule),
    mode: row.mode,
    members: JSON.parse(row.members) as string[],
    approval: row.approval,
    eveningBefore: row.eveningBefore,
  };
}

/** The columns a body sets: a routine is every day, one copy per child. */
async function columnsOf(db: Db, familyId: string, body: ChoreBody) {
  await assertChildren(db, familyId, body.members);
  const routine = body.kind === "routine";
  if (!routine && body.mode === "fixed" && body.members.length !== 1) throw invalid(k.fixedOneMember);
  return {
    kind: body.kind,
    title: body.title,
    emoji: body.emoji,
    stars: body.stars,
    partOfDay: routine ? body.partOfDay : null,
    schedule: routine ? null : JSON.stringify(body.schedule),
    mode: routine ? ("each" as const) : body.mode,
    members: JSON.stringify(body.members),
    approval: body.approval,
    eveningBefore: routine ? null : body.eveningBefore,
  };
}

export async function choreOf(db: Db, familyId: string, id: string): Promise<Chore> {
  const [row] = await db
    .select()
    .from(chores)
    .where(and(eq(chores.id, id), eq(chores.familyId, familyId)));
  if (!row) throw notFound();
  return toChore(row);
}

export function familyChores(db: Db, familyId: string): Promise<ChoreRow[]> {
  return db.select().from(chores).where(eq(chores.familyId, familyId)).orderBy(chores.createdAt, chores.id);
}

export async function createChore(db: Db, familyId: string, body: ChoreBody): Promise<Outcome<Chore>> {
  const row = { id: newId(), familyId, createdAt: iso(Date.now()), ...(await columnsOf(db, familyId, body)) };
  await db.insert(chores).values(row);
  return outcome(201, toChore(row), tell(familyId, "kitchen_updated"));
}

/** Replaces a chore; its completions so far stay (a rotate chore's turn goes on from them). */
export async function replaceChore(db: Db, familyId: string, id: string, body: ChoreBody): Promise<Outcome<Chore>> {
  await choreOf(db, familyId, id);
  const columns = await columnsOf(db, familyId, body);
  const [row] = await db
    .update(chores)
    .set(columns)
    .where(and(eq(chores.id, id), eq(chores.familyId, familyId)))
    .returning();
  if (!row) throw notFound();
  return outcome(200, toChore(row), tell(familyId, "kitchen_updated"));
}

/** Deletes a chore with its completions; its ledger entries stay, naming it by id. */
export async function deleteChore(db: Db, familyId: string, id: string): Promise<Outcome<undefined>> {
  const gone = await db
    .delete(chores)
    .where(and(eq(chores.id, id), eq(chores.familyId, familyId)))
    .returning({ id: chores.id });
  if (gone.length === 0) throw notFound();
  return outcome(204, undefined, tell(familyId, "kitchen_updated"));
}
