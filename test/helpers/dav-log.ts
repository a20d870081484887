import { asc, sql } from "drizzle-orm";
import { davChanges } from "@worker/db/schema";
import { db } from "./factories";

/** The family's CalDAV change log after `after`, oldest first, as `collection/name` with a minus for a tombstone. */
export async function davLog(familyId: string, after = 0): Promise<string[]> {
  const rows = await db
    .select()
    .from(davChanges)
    .where(sql`${davChanges.familyId} = ${familyId} AND ${davChanges.seq} > ${after}`)
    .orderBy(asc(davChanges.seq));
  return rows.map((row) => `${row.deleted ? "-" : ""}${row.collection}/${row.name}`);
}

/** The newest change's number in the whole log (0 when empty): what a test's later `davLog` starts after. */
export const newestDavSeq = async () => (await db.select({ seq: sql<number>`coalesce(max(${davChanges.seq}), 0)` }).from(davChanges))[0]?.seq ?? 0;
