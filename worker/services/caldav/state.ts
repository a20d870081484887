import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { families } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { notFound } from "@worker/lib/http-error";
import { StaleDavState } from "./stale-state";

/**
 * A CalDAV write's `If-Match`, checked inside the write itself (docs/features/caldav.md
 * "Preconditions"). A resource's ETag is a hash of its text, which D1 cannot compute; the text is
 * written from the row and the family's time zone only, so the read selects those as one JSON
 * array (`davStateOf`) and the write's UPDATE or DELETE is guarded by the same array being what
 * the read saw (`sameDavState`). A change landing between the two makes the guard find no row:
 * the service throws `StaleDavState` (412) and its batch changes nothing.
 */
type FamilyRows = SQLiteTable & { id: SQLiteColumn; familyId: SQLiteColumn };

/** Every column of the row and its family's zone: a superset of what the resource's text is written from. */
export function davStateOf(table: FamilyRows): SQL<string> {
  const columns = Object.values(getTableColumns(table));
  return sql<string>`json_array(${sql.join(columns, sql`, `)}, (SELECT ${families.timeZone} FROM ${families} WHERE ${families.id} = ${table.familyId}))`;
}

/** The guard for a write's WHERE: the row still holds `expected` (none when the caller expects nothing). */
export const sameDavState = (table: FamilyRows, expected: string | undefined): SQL | undefined =>
  expected === undefined ? undefined : sql`${davStateOf(table)} = ${expected}`;

/** After a guarded write that found no row: stale when a state was expected, else `otherwise` (the 404 the service always threw). */
export const staleOr = (expected: string | undefined, otherwise: () => Error): Error => (expected === undefined ? otherwise() : new StaleDavState());

/** Deletes one of the family's rows by id (or an expression giving it), guarded by `expected` when given: 404 when there is none, 412 when stale. */
export async function deleteDavGuarded(db: Db, table: FamilyRows, familyId: string, id: string | SQL<string>, expected: string | undefined): Promise<void> {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.familyId, familyId), sameDavState(table, expected)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw staleOr(expected, notFound);
}
