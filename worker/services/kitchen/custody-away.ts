import { homeOn, morningHome } from "@contract/custody";
import { custodyOfLink, type LinkRow } from "@worker/services/two-homes/link-custody";

/**
 * A linked child at the other home is away from this one (docs/features/kitchen.md "Two homes"):
 * on a family day the child belongs to the home where they sleep that night, so their rotate turns
 * wait, they get no copy of an "each" chore and cannot win a compete; a morning routine follows the
 * home where they woke up. Read from the family's own copies of its links only.
 */

/** Where each linked child with a pattern sleeps tonight and woke up this morning: here or at the other home. */
export function custodyToday(rows: readonly LinkRow[], familyId: string, date: string) {
  return rows.flatMap((row) => {
    const custody = custodyOfLink(row);
    if (!custody) return [];
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
