import { and, eq, getTableColumns, notExists, type SQL, sql } from "drizzle-orm";
import { taskMessages as t } from "@contract/task-messages";
import { clientIds, type dinnerMeals, type events, families, type familyMembers, type reminders, type shoppingItems } from "../db/schema";
import type { Db } from "../env";
import { HttpError, notFound } from "./http-error";
import { iso } from "./time";

/** The tables whose rows a phone may add under an id of its own choosing. */
type AddedRows = typeof shoppingItems | typeof reminders | typeof events | typeof familyMembers | typeof dinnerMeals;

/**
 * The parts of an add's batch that keep a replayed add from bringing back a deleted row
 * (docs/features/offline.md): the insert is guarded by `unused`, `remember` records the id once the
 * family's row exists, and `holder` reads whose the id is, for `whyNotStored`.
 */
export function clientIdGuard(db: Db, familyId: string, id: string, table: AddedRows) {
  return {
    unused: notExists(db.select({ one: sql`1` }).from(clientIds).where(eq(clientIds.id, id))),
    remember: db
      .insert(clientIds)
      .select(
        // In client_ids' column order: INSERT … SELECT writes by position.
        db
          .select({
            id: table.id,
            familyId: table.familyId,
            createdAt: sql<string>`${iso(Date.now())}`.as("created_at"),
            rowId: sql<string | null>`NULL`.as("row_id"),
          })
          .from(table)
          .where(and(eq(table.id, id), eq(table.familyId, familyId))),
      )
      .onConflictDoNothing(),
    holder: db.select({ familyId: clientIds.familyId }).from(clientIds).where(eq(clientIds.id, id)),
  };
}

/**
 * Why an add stored no row and found none: the id's row was added and deleted since (404, which
 * the phone drops quietly), the id is another family's (409), or else `otherwise`, the add's own
 * reason (a list or an assignee not of the family).
 */
export function whyNotStored(holder: { familyId: string } | undefined, familyId: string, otherwise: HttpError): HttpError {
  if (!holder) return otherwise;
  return holder.familyId === familyId ? notFound() : new HttpError("conflict", t.clientIdTaken);
}

/**
 * The guarded insert of one row for the simple adds (no other row to check): INSERT … SELECT from
 * the family's own row while the id is unused. INSERT … SELECT writes by position, so every column
 * is selected in the table's order, a value left out taking the column's default (else NULL).
 */
export function insertUnlessUsed<T extends AddedRows>(db: Db, table: T, familyId: string, row: Partial<T["$inferInsert"]>, unused: SQL) {
  const values = row as Record<string, unknown>;
  const fields = Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = values[key] ?? (column.hasDefault ? column.default : null) ?? null;
      // As the column stores it: a boolean as 0/1, a JSON column as its text.
      return [key, sql`${value === null ? null : column.mapToDriverValue(value)}`.as(column.name)];
    }),
  );
  const source = db
    .select(fields)
    .from(families)
    .where(and(eq(families.id, familyId), unused));
  // The selected fields are the table's own columns in its order, which drizzle cannot see through the mapping.
  return db
    .insert(table)
    .select(source as never)
    .onConflictDoNothing();
}
