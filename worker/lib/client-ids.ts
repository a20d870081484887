import { and, eq, notExists, type SQL, sql } from "drizzle-orm";
import { taskMessages as t } from "@contract/task-messages";
import { clientIds, type dinnerMeals, type events, families, type familyMembers, type reminders, type shoppingItems } from "../db/schema";
import type { Db } from "../env";
import { fullRow, type RowValues } from "./full-row";
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
        db
          .select(fullRow(clientIds, { id: table.id, familyId: table.familyId, createdAt: iso(Date.now()) }))
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
 * the family's own row while the id is unused, every column `row` leaves out taking its default.
 */
export function insertUnlessUsed<T extends AddedRows>(db: Db, table: T, familyId: string, row: RowValues<T>, unused: SQL) {
  const source = db
    .select(fullRow(table, row))
    .from(families)
    .where(and(eq(families.id, familyId), unused));
  // The selected fields are the table's own columns in its order (fullRow), which drizzle cannot see through the generic table.
  return db
    .insert(table)
    .select(source as never)
    .onConflictDoNothing();
}
