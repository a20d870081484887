import { and, eq, notExists, sql } from "drizzle-orm";
import { taskMessages as t } from "@contract/messages";
import { clientIds, type reminders, type shoppingItems } from "../db/schema";
import type { Db } from "../env";
import { HttpError, notFound } from "./http-error";
import { iso } from "./time";

/** The tables whose rows a phone may add under an id of its own choosing. */
type AddedRows = typeof shoppingItems | typeof reminders;

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
          .select({ id: table.id, familyId: table.familyId, createdAt: sql<string>`${iso(Date.now())}`.as("created_at") })
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
