import { and, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * Resource names (docs/features/caldav.md "URLs"): the name a phone chose when it created the row
 * (`dav_name`), else `<rowId>.ics` — as the change log's triggers name them (worker/db/generated-dav-triggers.ts).
 */
export const resourceNameOf = (row: { id: string; davName: string | null }): string => row.davName ?? `${row.id}.ics`;

type NamedTable = SQLiteTable & { id: SQLiteColumn; familyId: SQLiteColumn; davName: SQLiteColumn };

/**
 * The ids of the family's rows a list of resource names names, as a subquery: by `dav_name`, or by
 * id for a row without one, each name one index seek (the family's unique `dav_name`s, the primary
 * key). The names go to D1 as two JSON texts read with `json_each`, so any number of them is one
 * statement with three bound values (D1 binds at most 100), as the calendar's read does.
 */
export function namedIds(table: NamedTable, familyId: string, names: readonly string[]): SQL {
  const ids = names.filter((name) => name.endsWith(".ics")).map((name) => name.slice(0, -4));
  return sql`SELECT t.id FROM json_each(${JSON.stringify(names)}) AS j CROSS JOIN ${table} AS t ON t.family_id = ${familyId} AND t.dav_name = j.value
    UNION ALL SELECT t.id FROM json_each(${JSON.stringify(ids)}) AS j CROSS JOIN ${table} AS t ON t.id = j.value WHERE t.dav_name IS NULL`;
}

/** The rows whose ids the subqueries give: a condition to drive a read (with the rest as `filterOnly`). */
export const rowsById = (table: NamedTable, ...subqueries: SQL[]): SQL => sql`${table.id} IN (${sql.join(subqueries, sql` UNION ALL `)})`;

/** The rows a list of resource names names, for a kind's `read({ names })`. */
export const namedRows = (table: NamedTable, familyId: string, names: readonly string[]): SQL => rowsById(table, namedIds(table, familyId, names));

/**
 * A condition SQLite does not use an index for (a unary plus), beside a `rowsById` one: without
 * table statistics the planner would rather walk the family's index than seek each id a `json_each`
 * gives, and read the whole collection for a few names.
 */
export const filterOnly = (condition: SQL | undefined): SQL | undefined => condition && sql`+(${condition})`;

/**
 * A read's WHERE for the family's rows that `where` holds; with `drive` (a `rowsById` condition),
 * those rows are found by seeking its ids, and the family's test and `where` only filter them.
 */
export const familyRowsWhere = (ofFamily: SQL, where: SQL | undefined, drive?: SQL): SQL | undefined =>
  drive ? and(drive, filterOnly(and(ofFamily, where))) : and(ofFamily, where);
