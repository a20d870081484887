import { eq } from "drizzle-orm";
import { homeOn, morningHome } from "@contract/custody";
import type { CustodyException } from "@contract/schemas/two-homes";
import type { CustodyTemplate } from "@contract/two-homes-limits";
import { childLinks, familyMembers } from "@worker/db/schema";
import type { Db } from "@worker/env";

/**
 * A linked child at the other home is away from this one (docs/features/kitchen.md "Two homes"):
 * on a family day the child belongs to the home where they sleep that night, so their rotate turns
 * wait, they get no copy of an "each" chore and cannot win a compete; a morning routine follows the
 * home where they woke up. Read from the family's own copies of its links only.
 */

/** The family's links with a pattern: a select for the day's batch. */
export const linkedChildrenQuery = (db: Db, familyId: string) =>
  db
    .select({
      memberId: childLinks.memberId,
      otherFamilyId: childLinks.otherFamilyId,
      template: childLinks.template,
      startDate: childLinks.startDate,
      exchangeTime: childLinks.exchangeTime,
      firstHome: childLinks.firstHome,
      exceptions: childLinks.exceptions,
      otherFamilyName: childLinks.otherFamilyName,
      name: familyMembers.name,
    })
    .from(childLinks)
    .innerJoin(familyMembers, eq(familyMembers.id, childLinks.memberId))
    .where(eq(childLinks.familyId, familyId));

type LinkRow = Awaited<ReturnType<typeof linkedChildrenQuery>>[number];

/** Where each linked child with a pattern sleeps tonight and woke up this morning: here or at the other home. */
export function custodyToday(rows: readonly LinkRow[], familyId: string, date: string) {
  return rows.flatMap((row) => {
    if (!row.template || !row.startDate || !row.exchangeTime || !row.firstHome) return [];
    const custody = {
      pattern: { template: row.template as CustodyTemplate, startDate: row.startDate, exchangeTime: row.exchangeTime, firstHome: row.firstHome },
      exceptions: JSON.parse(row.exceptions) as CustodyException[],
      homes: [familyId, row.otherFamilyId] as const,
    };
    return [{ row, tonightHere: homeOn(custody, date) === familyId, morningHere: morningHome(custody, date) === familyId }];
  });
}

/** The linked children who sleep at the other home tonight (`night`) and who woke up there (`morning`). */
export function awayByCustody(rows: readonly LinkRow[], familyId: string, date: string): { night: Set<string>; morning: Set<string> } {
  const today = custodyToday(rows, familyId, date);
  return {
    night: new Set(today.filter((child) => !child.tonightHere).map((child) => child.row.memberId)),
    morning: new Set(today.filter((child) => !child.morningHere).map((child) => child.row.memberId)),
  };
}
