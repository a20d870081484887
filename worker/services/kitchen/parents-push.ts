import { and, eq, isNotNull } from "drizzle-orm";
import type { PushKind, PushPayload } from "@contract/schemas/push";
import { familyMembers } from "@worker/db/schema";
import type { Effect } from "@worker/services/effects";
import { pushToUsers } from "@worker/services/push/notices";

/** A push to the family's parents (its members with an account) that have a device; `kind` null goes whatever their choices. */
export const parentsPush = (familyId: string, what: string, payload: PushPayload, kind: PushKind | null): Effect => ({
  kind: "push",
  what,
  send: async (deps) => {
    const parents = await deps.db
      .select({ userId: familyMembers.userId })
      .from(familyMembers)
      .where(and(eq(familyMembers.familyId, familyId), isNotNull(familyMembers.userId)));
    return pushToUsers(
      deps,
      parents.flatMap((row) => (row.userId ? [row.userId] : [])),
      payload,
      kind,
    );
  },
});
