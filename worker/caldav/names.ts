import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * Resource names (docs/features/caldav.md "URLs"): the name a phone chose when it created the row
 * (`dav_name`), else `<rowId>.ics` — as the change log's triggers name them (migration 0038).
 */
export const resourceNameOf = (row: { id: string; davName: string | null }): string => row.davName ?? `${row.id}.ics`;

/**
 * The rows a list of resource names names, for a kind's `read({ names })`: by `dav_name`, or by id
 * for a row without one (each side off an index: the family's unique `dav_name`s and the primary key).
 * The names go to D1 as two JSON texts read with `json_each`, so any number of them is one
 * statement with two bound values (D1 binds at most 100), as the calendar's read does.
 */
export function namedRows(columns: { id: SQLiteColumn; davName: SQLiteColumn }, names: readonly string[]): SQL {
  const ids = names.filter((name) => name.endsWith(".ics")).map((name) => name.slice(0, -4));
  const list = (values: readonly string[]) => sql`SELECT value FROM json_each(${JSON.stringify(values)})`;
  return sql`(${columns.davName} IN (${list(names)}) OR (${columns.davName} IS NULL AND ${columns.id} IN (${list(ids)})))`;
}
