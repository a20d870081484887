import { and, eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../env";
import { notFound } from "./http-error";

type FamilyOwned = SQLiteTable & { id: SQLiteColumn; familyId: SQLiteColumn };

/** Deletes one of the family's rows by id (or an expression giving it); a row of another family (or none) reads as not found. */
export async function deleteOwned(db: Db, table: FamilyOwned, familyId: string, id: string | SQL<string>): Promise<void> {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.familyId, familyId)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw notFound();
}
