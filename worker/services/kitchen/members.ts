import { and, eq, sql } from "drizzle-orm";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import type { ChildProfileBody, KitchenChild, KitchenParent } from "@contract/schemas/kitchen";
import { familyMembers } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { invalid, notFound } from "@worker/lib/http-error";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import { balanceOf } from "./ledger";

/** Children and parents as the kitchen sees them (docs/features/kitchen.md "Who is who"). */

const memberColumns = (date: string) => ({
  id: familyMembers.id,
  name: familyMembers.name,
  userId: familyMembers.userId,
  isChild: familyMembers.isChild,
  colour: familyMembers.colour,
  avatar: familyMembers.avatar,
  hasPin: sql<number>`${familyMembers.pinHash} IS NOT NULL`,
  // Qualified by hand: drizzle writes a one-table select's columns unqualified, which inside the
  // subquery would name the ledger's own id.
  stars: balanceOf(sql.raw(`"family_members"."id"`)),
  away: sql<number>`coalesce(${familyMembers.awayFrom} <= ${date} AND ${familyMembers.awayTo} >= ${date}, 0)`,
});

/** The family's children (with balances) and parents, in the members' order. */
export async function kitchenPeople(db: Db, familyId: string, date: string): Promise<{ children: KitchenChild[]; parents: KitchenParent[] }> {
  const rows = await db
    .select(memberColumns(date))
    .from(familyMembers)
    .where(eq(familyMembers.familyId, familyId))
    .orderBy(familyMembers.createdAt, familyMembers.id);
  return {
    children: rows.filter((row) => row.userId === null && row.isChild).map(toChild),
    parents: rows.filter((row) => row.userId !== null).map((row) => ({ id: row.id, name: row.name, hasPin: Boolean(row.hasPin) })),
  };
}

type PersonRow = { id: string; name: string; colour: string | null; avatar: string | null; hasPin: number; stars: number; away: number };
const toChild = (row: PersonRow): KitchenChild => ({
  id: row.id,
  name: row.name,
  colour: row.colour,
  avatar: row.avatar,
  hasPin: Boolean(row.hasPin),
  stars: row.stars,
  away: Boolean(row.away),
});

/** Makes a member without an account a child (or not), with a colour and an emoji. */
export async function setChildProfile(db: Db, familyId: string, memberId: string, body: ChildProfileBody, date: string): Promise<Outcome<KitchenChild>> {
  const [member] = await db
    .select({ userId: familyMembers.userId })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyId, familyId)));
  if (!member) throw notFound();
  if (member.userId !== null) throw invalid(k.childIsUser);
  const ofFamily = and(eq(familyMembers.id, memberId), eq(familyMembers.familyId, familyId));
  const [, [row]] = await db.batch([
    db
      .update(familyMembers)
      .set({ isChild: body.child, ...(body.colour ? { colour: body.colour } : {}), ...(body.avatar ? { avatar: body.avatar } : {}) })
      .where(ofFamily),
    db.select(memberColumns(date)).from(familyMembers).where(ofFamily),
  ]);
  return outcome(200, toChild(row!), tell(familyId, "kitchen_updated", "members_updated"));
}

/** Sets (or, with null, clears) the days a child is away. */
export async function setAway(db: Db, familyId: string, memberId: string, range: { from: string; to: string } | null): Promise<Outcome<undefined>> {
  const updated = await db
    .update(familyMembers)
    .set({ awayFrom: range?.from ?? null, awayTo: range?.to ?? null })
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyId, familyId), eq(familyMembers.isChild, true)))
    .returning({ id: familyMembers.id });
  if (updated.length === 0) throw notFound();
  return outcome(204, undefined, tell(familyId, "kitchen_updated"));
}
