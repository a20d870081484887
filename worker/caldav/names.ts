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
 */
export function namedRows(columns: { id: SQLiteColumn; davName: SQLiteColumn }, names: readonly string[]): SQL {
  const ids = names.filter((name) => name.endsWith(".ics")).map((name) => name.slice(0, -4));
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  return sql`(${columns.davName} IN (${list(names)}) OR (${columns.davName} IS NULL AND ${columns.id} IN (${list(ids)})))`;
}
