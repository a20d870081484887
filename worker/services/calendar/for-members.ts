import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { calendarMessages as m } from "@contract/calendar";
import { familyMembers } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { invalidIssues } from "@worker/lib/http-error";

/**
 * Whom an event is about (docs/features/calendar.md "For whom"): the family's own members only,
 * checked inside the write itself, so a member removed between a read and the write is refused too.
 */

/** The ids of those named that are the family's members (none asked: none read). */
export const familyMembersNamed = (db: Db, familyId: string, ids: readonly string[]) =>
  db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.familyId, familyId), ids.length > 0 ? inArray(familyMembers.id, [...ids]) : sql`0`));

/** A write's guard: every named id is a member of the family (none for a write naming nobody). */
export const forMembersHeld = (familyId: string, ids: readonly string[]): SQL | undefined =>
  ids.length === 0
    ? undefined
    : sql`NOT EXISTS (SELECT 1 FROM json_each(${JSON.stringify(ids)}) AS named WHERE named.value NOT IN (SELECT id FROM family_members WHERE family_id = ${familyId}))`;

/** 400 on `forMembers`, as the body's own check answers: another family's member reads as none. */
export const forMembersMissing = () => invalidIssues([{ message: m.forMembersUnknown, path: [{ key: "forMembers" }] }]);
