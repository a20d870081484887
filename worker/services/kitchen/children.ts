import { and, eq, inArray, isNull } from "drizzle-orm";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import { familyMembers } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { invalid } from "@worker/lib/http-error";

/** The ids, all children of the family (no account, marked a child), else 400 with the members text. */
export async function assertChildren(db: Db, familyId: string, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) throw invalid(k.membersInvalid);
  const rows = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.familyId, familyId), inArray(familyMembers.id, unique), isNull(familyMembers.userId), eq(familyMembers.isChild, true)));
  if (rows.length !== unique.length) throw invalid(k.membersInvalid);
}
