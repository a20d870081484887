import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { helperMessages as h } from "@contract/helper-messages";
import type * as v from "valibot";
import type { ChildCard, childCardBody } from "@contract/schemas/helpers";
import { childCards, childLinks, familyMembers } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { defineFamilyRead, type FamilyParam } from "@worker/lib/family-read";
import { fullRow } from "@worker/lib/full-row";
import { HttpError } from "@worker/lib/http-error";
import { aliased, preparedSelect } from "@worker/lib/prepared-select";
import { iso } from "@worker/lib/time";
import { type Outcome, outcome, tell } from "@worker/services/effects";

/**
 * The children's cards (docs/features/helpers.md "The child's card"): one per member without an
 * account, written whole by the family's parents, read by them and by helpers whose link shows
 * cards. Never in the calendar feed or CalDAV.
 */

const cardColumns = {
  memberId: childCards.memberId,
  name: sql<string>`${familyMembers.name}`,
  allergies: childCards.allergies,
  medicines: childCards.medicines,
  doctor: childCards.doctor,
  school: childCards.school,
  contacts: childCards.contacts,
  pickup: childCards.pickup,
  bedtime: childCards.bedtime,
  notes: childCards.notes,
  updatedAt: childCards.updatedAt,
};

const cardsSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(aliased(cardColumns))
    .from(childCards)
    .innerJoin(familyMembers, eq(familyMembers.id, childCards.memberId))
    .where(eq(childCards.familyId, param("familyId")))
    .orderBy(asc(childCards.familyId), asc(childCards.memberId)),
);

/** `GET /api/families/:familyId/child-cards`: every card of the family. */
export const childCardsRead = defineFamilyRead({
  selects: [cardsSelect] as const,
  answer: ([cards]): ChildCard[] => cards,
});

/** The cards of some of the family's children (all when `children` is null). */
export function childCardsOf(db: Db, familyId: string, children: readonly string[] | null): Promise<ChildCard[]> {
  return db
    .select(cardColumns)
    .from(childCards)
    .innerJoin(familyMembers, eq(familyMembers.id, childCards.memberId))
    .where(and(eq(childCards.familyId, familyId), children ? inArray(childCards.memberId, [...children]) : undefined))
    .orderBy(asc(childCards.memberId));
}

/**
 * Writes a child's whole card: only for a member of the family without an account (the insert's
 * own guard, so a member who meanwhile got an account or left gets none).
 */
export async function putChildCard(
  db: Db,
  familyId: string,
  userId: string,
  memberId: string,
  card: v.InferOutput<typeof childCardBody>,
  now = Date.now(),
): Promise<Outcome<ChildCard>> {
  const at = iso(now);
  const child = and(eq(familyMembers.id, memberId), eq(familyMembers.familyId, familyId), sql`${familyMembers.userId} IS NULL`);
  const [, [stored], [member], links] = await db.batch([
    db
      .insert(childCards)
      .select(
        db
          .select(fullRow(childCards, { ...card, contacts: sql`${JSON.stringify(card.contacts)}`, memberId, familyId, updatedAt: at, updatedBy: userId }))
          .from(familyMembers)
          .where(child),
      )
      .onConflictDoUpdate({
        target: childCards.memberId,
        set: { ...card, updatedAt: at, updatedBy: userId },
        where: sql`${childCards.familyId} = ${familyId}`,
      }),
    db
      .select(cardColumns)
      .from(childCards)
      .innerJoin(familyMembers, eq(familyMembers.id, childCards.memberId))
      .where(and(eq(childCards.memberId, memberId), eq(childCards.familyId, familyId))),
    db
      .select({ userId: familyMembers.userId })
      .from(familyMembers)
      .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyId, familyId))),
    db
      .select({ id: childLinks.id })
      .from(childLinks)
      .where(and(eq(childLinks.familyId, familyId), eq(childLinks.memberId, memberId))),
  ]);
  if (!member) throw new HttpError("not_found", h.notAChild);
  if (member.userId !== null || !stored) throw new HttpError("invalid_body", h.notAChild);
  // A linked child has one card: the other home's copy follows (services/two-homes/sync.ts).
  const linkIds = links.map((link) => link.id);
  return outcome(
    200,
    stored,
    tell(familyId, "members_updated"),
    linkIds.length > 0 && { kind: "sync-other-homes", familyId, linkIds, tells: ["members_updated"] },
  );
}
