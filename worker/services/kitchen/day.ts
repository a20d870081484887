import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { isDue, periodNumber } from "@contract/kitchen-day";
import type { Chore, TodayTask } from "@contract/schemas/kitchen";
import { familyDate } from "@contract/time/zone";
import { choreCompletions, familyMembers } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { linkedChildrenQuery } from "@worker/services/two-homes/linked-children";
import { awayByCustody } from "./custody-away";
import { type TurnHistory, turnOf } from "./turns";

/**
 * A family's kitchen day: today's date on its clock, who is away, today's completions and the
 * rotate chores' history; from these, today's tasks (docs/features/kitchen.md "The board").
 */

export type CompletionRow = typeof choreCompletions.$inferSelect;

export interface KitchenDay {
  date: string;
  /** The family's children now: a chore naming a member removed since, or no longer a child, passes them over. */
  children: Set<string>;
  away: Set<string>;
  /** Away this morning: the away days, and a linked child who woke up at the other home (a morning routine's rule). */
  awayMorning: Set<string>;
  completions: CompletionRow[];
  history: Map<string, TurnHistory[]>;
}

/** Reads the day for these chores (only the rotate ones need history). */
export async function readDay(db: Db, familyId: string, timeZone: string, rotateIds: readonly string[], now = Date.now()): Promise<KitchenDay> {
  const date = familyDate(now, timeZone);
  const [childRows, completions, historyRows, links] = await db.batch([
    db
      .select({ id: familyMembers.id, away: sql<number>`coalesce(${familyMembers.awayFrom} <= ${date} AND ${familyMembers.awayTo} >= ${date}, 0)` })
      .from(familyMembers)
      .where(and(eq(familyMembers.familyId, familyId), eq(familyMembers.isChild, true), isNull(familyMembers.userId))),
    db
      .select()
      .from(choreCompletions)
      .where(and(eq(choreCompletions.familyId, familyId), eq(choreCompletions.period, date))),
    db
      .select({
        choreId: choreCompletions.choreId,
        memberId: choreCompletions.memberId,
        count: sql<number>`count(*)`,
        last: sql<string>`max(${choreCompletions.period} || ' ' || ${choreCompletions.at})`,
      })
      .from(choreCompletions)
      .where(
        and(
          eq(choreCompletions.familyId, familyId),
          inArray(choreCompletions.choreId, rotateIds.length > 0 ? [...rotateIds] : [""]),
          lt(choreCompletions.period, date),
          inArray(choreCompletions.status, ["done", "pending"]),
        ),
      )
      .groupBy(choreCompletions.choreId, choreCompletions.memberId),
    linkedChildrenQuery(db, familyId),
  ]);
  const history = new Map<string, TurnHistory[]>();
  for (const { choreId, ...row } of historyRows) history.set(choreId, [...(history.get(choreId) ?? []), row]);
  const awayDays = childRows.filter((row) => row.away).map((row) => row.id);
  const custody = awayByCustody(links, familyId, date);
  const away = new Set([...awayDays, ...custody.night]);
  const awayMorning = new Set([...awayDays, ...custody.morning]);
  return { date, children: new Set(childRows.map((row) => row.id)), away, awayMorning, completions, history };
}

/** Whose a shared chore is today: the fixed child, the rotate turn, nobody yet for compete. */
export function ownerToday(chore: Chore, day: KitchenDay): string | null {
  const members = chore.members.filter((member) => day.children.has(member));
  if (chore.mode === "fixed") return members[0] ?? null;
  if (chore.mode === "rotate") return turnOf(members, day.away, day.history.get(chore.id) ?? [], periodNumber(chore.schedule, day.date));
  return null;
}

/** Who is away for this chore today: a morning routine goes by where the children woke up, everything else by the day. */
export const awayFor = (chore: Chore, day: KitchenDay) => (chore.kind === "routine" && chore.partOfDay === "morning" ? day.awayMorning : day.away);

/** The slot a child's tick of this chore takes: their own copy, or the chore's one shared slot. */
export const slotOf = (chore: Chore, memberId: string) => (chore.mode === "each" ? memberId : "");

const taskOf = (chore: Chore, memberId: string | null, done: CompletionRow | undefined): TodayTask => ({
  choreId: chore.id,
  memberId: done?.memberId ?? memberId,
  status: done ? (done.status as TodayTask["status"]) : "open",
  completionId: done?.id ?? null,
});

/** Today's tasks of one chore: none when it is not due; a copy per child for "each"; else one. */
export function tasksToday(chore: Chore, day: KitchenDay): TodayTask[] {
  if (!isDue(chore.schedule, day.date)) return [];
  const done = (slot: string) => day.completions.find((row) => row.choreId === chore.id && row.slot === slot);
  if (chore.mode === "each") {
    const away = awayFor(chore, day);
    return chore.members.filter((member) => day.children.has(member) && !away.has(member)).map((member) => taskOf(chore, member, done(member)));
  }
  const owner = ownerToday(chore, day);
  if (chore.mode !== "compete" && owner === null && !done("")) return [];
  return [taskOf(chore, owner, done(""))];
}
