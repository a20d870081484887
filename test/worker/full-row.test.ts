import { eq, getTableColumns, is, sql } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "@worker/db/schema";
import { families, familyMembers } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { fullRow } from "@worker/lib/full-row";
import { iso } from "@worker/lib/time";
import { createUser, db } from "../helpers/factories";

/** Every table of the schema: what an INSERT … SELECT may write into (docs/architecture.md "Batches"). */
const tables = Object.entries(schema as Record<string, unknown>).filter((entry): entry is [string, SQLiteTable] => is(entry[1], SQLiteTable));

/**
 * An INSERT … SELECT that writes nothing (WHERE 0): drizzle checks the select's fields against the
 * table's columns when it builds it (a throw, which was a 500), and SQLite counts them when it prepares it.
 */
const emptyInsert = async (table: SQLiteTable, fields: Record<string, never>) =>
  db
    .insert(table)
    .select(db.select(fields).from(sql`(SELECT 1)`).where(sql`0`) as never)
    .run();

describe("fullRow, the select list of every INSERT … SELECT", () => {
  it("reads every table of the schema", () => {
    expect(tables.map(([name]) => name)).toEqual(expect.arrayContaining(["families", "familyMembers", "shoppingItems", "reminders", "events", "davChanges"]));
  });

  it("selects each table's columns, all of them, in the schema's order, which is the order drizzle's INSERT names them", () => {
    for (const [name, table] of tables) {
      expect(Object.keys(fullRow(table, {})), name).toEqual(Object.keys(getTableColumns(table)));
    }
  });

  it("makes an INSERT … SELECT into every table that D1 accepts", async () => {
    const refused: string[] = [];
    for (const [name, table] of tables) {
      await emptyInsert(table, fullRow(table, {}) as never).catch((error: unknown) => refused.push(`${name}: ${String(error)}`));
    }
    expect(refused).toEqual([]);
  });

  it("is needed: a hand-written select that misses a column added later (the families' kitchen night) is refused", async () => {
    const { kitchenDimTo: _added, ...withoutOne } = fullRow(families, {});
    await expect(emptyInsert(families, withoutOne as never)).rejects.toThrow();
  });

  it("gives a column left out its default, keeps an explicit null, and stores values as the column does", async () => {
    const user = await createUser();
    const [fromDefaults, nightless] = [newId(), newId()];
    const at = iso(Date.now());
    await db.batch([
      db.insert(families).select(db.select(fullRow(families, { id: fromDefaults, name: "A", createdAt: at })).from(sql`(SELECT 1)`)),
      db
        .insert(families)
        .select(db.select(fullRow(families, { id: nightless, name: "B", createdAt: at, kitchenDimFrom: null, kitchenDimTo: null })).from(sql`(SELECT 1)`)),
      db.insert(familyMembers).select(
        db
          .select(fullRow(familyMembers, { id: newId(), familyId: families.id, name: sql<string>`'Barn'`, role: "Barn", createdAt: at, isChild: true }))
          .from(families)
          .where(eq(families.id, user.familyId)),
      ),
    ]);
    const rows = await db.select().from(families).where(sql`${families.id} IN (${fromDefaults}, ${nightless})`);
    expect(rows.find((row) => row.id === fromDefaults)).toEqual({
      id: fromDefaults,
      name: "A",
      timeZone: "Atlantic/Faroe",
      calendarFeedSecret: null,
      createdAt: at,
      kitchenDimFrom: 21,
      kitchenDimTo: 6,
      kitchenSchedule: null,
      weatherPlace: null,
    });
    expect(rows.find((row) => row.id === nightless)).toMatchObject({ kitchenDimFrom: null, kitchenDimTo: null });
    const [child] = await db.select().from(familyMembers).where(eq(familyMembers.name, "Barn"));
    expect(child).toMatchObject({ familyId: user.familyId, isChild: true, userId: null, pinHash: null, awayFrom: null });
  });
});
