import { and, eq } from "drizzle-orm";
import { childLinks, familyMembers } from "@worker/db/schema";
import type { Db } from "@worker/env";

/**
 * A family's own copies of its links with what their custody patterns need (docs/features/two-homes.md),
 * for the reads that follow the pattern: the kitchen's day, the timed pushes. Each row is a
 * link-custody.ts `LinkRow`.
 */

/** The links of some families with what their patterns need, for a batch: narrowed with `.where` by family. */
export const linkedChildrenSelect = (db: Db) =>
  db
    .select({
      id: childLinks.id,
      familyId: childLinks.familyId,
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
    .innerJoin(familyMembers, and(eq(familyMembers.id, childLinks.memberId), eq(familyMembers.familyId, childLinks.familyId)));

/** The family's links with a pattern: a select for the day's batch. */
export const linkedChildrenQuery = (db: Db, familyId: string) => linkedChildrenSelect(db).where(eq(childLinks.familyId, familyId));
