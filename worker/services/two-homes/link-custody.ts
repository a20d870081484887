import type { Custody } from "@contract/custody";
import type { CustodyException } from "@contract/schemas/two-homes";
import type { CustodyTemplate } from "@contract/two-homes-limits";

/**
 * A family's own copy of a link as the reads that follow the pattern get it (linked-children.ts):
 * pure, so the timed pushes' decisions and the kitchen's stay free of the database.
 */
export interface LinkRow {
  id: string;
  familyId: string;
  memberId: string;
  /** The child's name in this family. */
  name: string;
  otherFamilyId: string;
  otherFamilyName: string;
  template: string | null;
  startDate: string | null;
  exchangeTime: string | null;
  firstHome: string | null;
  /** A JSON list of one-off days. */
  exceptions: string;
}

/** A link copy's custody as contract/custody.ts reads it, the copy's own family first; null while it has no pattern. */
export function custodyOfLink(
  row: Pick<LinkRow, "familyId" | "otherFamilyId" | "template" | "startDate" | "exchangeTime" | "firstHome" | "exceptions">,
): Custody | null {
  if (!row.template || !row.startDate || !row.exchangeTime || !row.firstHome) return null;
  return {
    pattern: { template: row.template as CustodyTemplate, startDate: row.startDate, exchangeTime: row.exchangeTime, firstHome: row.firstHome },
    exceptions: JSON.parse(row.exceptions) as CustodyException[],
    homes: [row.familyId, row.otherFamilyId],
  };
}
