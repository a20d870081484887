import { Column, fillPlaceholders, is, Placeholder, SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";

type Field = Column | SQL | SQL.Aliased;
type FieldData<F> = F extends Column
  ? F["_"]["notNull"] extends true
    ? F["_"]["data"]
    : F["_"]["data"] | null
  : F extends SQL<infer T>
    ? T
    : F extends SQL.Aliased<infer T>
      ? T
      : never;
type Aliased<F extends Record<string, Field>> = { [K in keyof F]: SQL.Aliased<FieldData<F[K]>> };

/** The column behind each field `aliased` made from one: its rows are decoded by that column. */
const columnOfField = new WeakMap<SQL.Aliased, Column>();

/**
 * A select's fields, each aliased to its own key, so the rows D1 answers already carry the
 * answer's field names. A column keeps its decoding (a boolean column still reads as a boolean);
 * an `sql` expression answers what SQLite gives (its `.mapWith` is not applied: type it as SQLite
 * answers it, `sql<0 | 1>` for a truth value, and convert in the read's `answer`). A column of a
 * left-joined table may be null:
 * select it as `sql<T | null>\`${column}\``.
 */
export function aliased<F extends Record<string, Field>>(fields: F): Aliased<F> {
  const entries = Object.entries(fields).map(([key, field]) => {
    if (!is(field, Column)) return [key, (is(field, SQL.Aliased) ? field.sql : field).as(key)];
    const alias = sql`${field}`.as(key);
    columnOfField.set(alias, field);
    return [key, alias];
  });
  return Object.fromEntries(entries) as Aliased<F>;
}

interface BuiltSelect {
  toSQL(): { sql: string; params: unknown[] };
  readonly _: { readonly result: unknown; readonly selectedFields: object };
}
type RowOf<B extends BuiltSelect> = B["_"]["result"] extends (infer Row)[] ? Row : never;

/** Every column field with its column, whose public `mapFromDriverValue` turns a stored value into the answer's. */
function columnsOf(fields: object): [string, Column][] {
  return Object.entries(fields).flatMap(([key, field]) => {
    const column = is(field, SQL.Aliased) ? columnOfField.get(field) : undefined;
    return column ? [[key, column] as [string, Column]] : [];
  });
}

export interface PreparedSelect<Row, P extends string> {
  readonly sql: string;
  /** The names of the placeholders the statement is bound by. */
  readonly placeholders: readonly string[];
  /** The values for the statement's `?`s in order, each encoded as its column stores it. */
  values: (values: Record<P, unknown>) => unknown[];
  /** The statement with its placeholders filled, ready for `D1Database.batch` or `.all()`. */
  bind: (d1: D1Database, values: Record<P, unknown>) => D1PreparedStatement;
  /** The rows of a D1 result of `bind`'s statement, as the answer's objects. */
  rows: (result: D1Result) => Row[];
}

/**
 * A SELECT built once, when the module loads, instead of on every request: drizzle writes the SQL
 * (with `param(name)` placeholders) through its public query builder, D1 runs it, and the rows come
 * back keyed by the `aliased` field names, so drizzle's per-request query building and its
 * row-to-object mapping are skipped; only columns are passed through their decoders.
 */
export function preparedSelect<P extends string, B extends BuiltSelect>(
  build: (qb: QueryBuilder, param: (name: P) => Placeholder) => B,
): PreparedSelect<RowOf<B>, P> {
  const query = build(new QueryBuilder(), (name) => sql.placeholder(name));
  const { sql: text, params } = query.toSQL();
  const columns = columnsOf(query._.selectedFields);
  const values = (named: Record<P, unknown>) => fillPlaceholders(params, named);
  return {
    sql: text,
    placeholders: params.flatMap((value) => (is(value, Placeholder) ? [value.name] : [])),
    values,
    bind: (d1, named) => d1.prepare(text).bind(...values(named)),
    rows: (result) => {
      const rows = result.results as Record<string, unknown>[];
      for (const row of rows) {
        for (const [key, column] of columns) {
          const stored = row[key];
          if (stored !== null) row[key] = column.mapFromDriverValue(stored);
        }
      }
      return rows as RowOf<B>[];
    },
  };
}

/** A drizzle query as a plain D1 statement, to share a `D1Database.batch` with prepared selects. */
export function d1Statement(d1: D1Database, query: { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement {
  const { sql: text, params } = query.toSQL();
  return d1.prepare(text).bind(...params);
}
