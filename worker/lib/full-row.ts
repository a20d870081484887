import { Column, getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

/** What a caller gives a column of an INSERT … SELECT: a value, an SQL expression, or a column of the SELECT's source. */
export type RowValue<V> = V | SQL | SQL.Aliased | AnySQLiteColumn;

/** The columns an INSERT … SELECT sets; every one left out takes its default (else NULL). */
export type RowValues<T extends SQLiteTable> = { [K in keyof T["$inferInsert"]]?: RowValue<T["$inferInsert"][K]> };

/** The SELECT list `fullRow` builds: one field per column of the table, in its order. */
export type FullRow<T extends SQLiteTable> = { [K in keyof T["$inferInsert"]]-?: SQL.Aliased | AnySQLiteColumn };

/** A column drizzle leaves out of an INSERT's column list (a generated one); not in its typings. */
const skipped = (column: Column) => (column as Column & { shouldDisableInsert?: () => boolean }).shouldDisableInsert?.() === true;

/** A plain value as the column stores it (a boolean as 0/1, a JSON column as its text); NULL inline. */
const stored = (column: Column, value: unknown): SQL => {
  if (is(value, SQL)) return value;
  return value === null ? sql`NULL` : sql`${column.mapToDriverValue(value)}`;
};

/**
 * A column's default as SQL: its `.default()`, else its `$defaultFn()`, else NULL. NULL and a number
 * are written inline, not bound: D1 binds at most 100 parameters a statement, and a multi-row
 * INSERT … SELECT (a meal's shopping items) should spend them on its own values.
 */
function defaultOf(column: Column): SQL {
  const value: unknown = column.default !== undefined && column.default !== null ? column.default : column.defaultFn?.();
  if (value === undefined || value === null || is(value, SQL)) return stored(column, value ?? null);
  const driven = column.mapToDriverValue(value);
  return typeof driven === "number" && Number.isFinite(driven) ? sql.raw(String(driven)) : sql`${driven}`;
}

/**
 * The SELECT list of an INSERT … SELECT into `table` (docs/architecture.md "Batches"): drizzle's
 * INSERT names every column of the table, in the schema's order, and SQLite fills them from the
 * SELECT by position, so the list has one field per column, in that order — `row`'s value, SQL or
 * source column where it names one, else the column's default (else NULL). A column added to the
 * table later needs nothing here or at the callers.
 */
export function fullRow<T extends SQLiteTable>(table: T, row: RowValues<T>): FullRow<T> {
  const values = row as Record<string, unknown>;
  const fields = Object.entries(getTableColumns(table))
    .filter(([, column]) => !skipped(column))
    .map(([key, column]) => {
      const value = values[key];
      if (is(value, Column) || is(value, SQL.Aliased)) return [key, value];
      return [key, (value === undefined ? defaultOf(column) : stored(column, value)).as(column.name)];
    });
  return Object.fromEntries(fields) as FullRow<T>;
}
