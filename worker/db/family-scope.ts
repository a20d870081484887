import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

/**
 * Which rows of each table are a family's (docs/features/several-databases.md "Moving a family"),
 * read from the schema itself, so a new table is covered without being listed: the move's
 * write guards (move-triggers.ts), its copy and its delete all ask this module.
 *
 * A row is the family's when any of its owning columns points into the family:
 * - `family_id` (`id` on `families` itself);
 * - `user_id` naming a user of the family, when the row dies with that user (a cascading key) or
 *   has no key at all (the sign-in and security logs); a `user_id` that is set null with its user
 *   names an author, not an owner (a ticket's response by an administrator);
 * - with neither: a cascading key to a table that is itself scoped (a push retry's subscription,
 *   a wrong PIN's screen, a ticket's response).
 */

/** Tables no family owns a row of, though they have such columns: the directory's, and the moves themselves. */
const NOT_A_FAMILYS = new Set(["directory_accounts", "directory_families", "family_moves"]);

export type Owner =
  | { kind: "family"; column: string }
  | { kind: "user"; column: string }
  | { kind: "parent"; column: string; parent: string; parentKey: string };

export interface ScopedTable {
  name: string;
  columns: readonly string[];
  /** Columns naming a user that are set null with the user (an author): one may name a user of another family. */
  authorColumns: readonly string[];
  /** The primary key's columns (every column for a table without one): the order the move copies and checks rows in. */
  key: readonly string[];
  owners: readonly Owner[];
}

interface Described {
  name: string;
  columns: string[];
  key: string[];
  references: { column: string; table: string; foreignColumn: string; cascades: boolean }[];
}

function describe(table: SQLiteTable): Described {
  const config = getTableConfig(table);
  const columns = config.columns.map((column) => column.name);
  const key = [
    ...config.columns.filter((column) => column.primary).map((column) => column.name),
    ...config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)),
  ];
  const references = config.foreignKeys.flatMap((foreignKey) => {
    const { columns: from, foreignColumns, foreignTable } = foreignKey.reference();
    return from.map((column, index) => ({
      column: column.name,
      table: getTableConfig(foreignTable).name,
      foreignColumn: foreignColumns[index]?.name ?? "id",
      cascades: foreignKey.onDelete === "cascade",
    }));
  });
  return { name: config.name, columns, key: key.length > 0 ? key : columns, references };
}

// By name: a module's exports come in no order both Node and Vite keep, and the generated migration must not move.
const DESCRIBED: readonly Described[] = Object.values(schema)
  .flatMap((value: unknown) => (is(value, SQLiteTable) ? [describe(value)] : []))
  .sort((a, b) => (a.name < b.name ? -1 : 1));
const byName = new Map(DESCRIBED.map((table) => [table.name, table]));

function ownersOf(table: Described, scoped: (name: string) => boolean): Owner[] {
  if (NOT_A_FAMILYS.has(table.name)) return [];
  if (table.name === "families") return [{ kind: "family", column: "id" }];
  const owners: Owner[] = [];
  if (table.columns.includes("family_id")) owners.push({ kind: "family", column: "family_id" });
  const userKey = table.references.find((reference) => reference.column === "user_id");
  if (table.columns.includes("user_id") && (!userKey || userKey.cascades)) owners.push({ kind: "user", column: "user_id" });
  if (owners.length > 0) return owners;
  const parent = table.references.find((reference) => reference.cascades && reference.table !== table.name && scoped(reference.table));
  return parent ? [{ kind: "parent", column: parent.column, parent: parent.table, parentKey: parent.foreignColumn }] : [];
}

/** Parents before children (by the schema's foreign keys), each table once; then by name. */
function parentsFirst(tables: readonly Described[]): Described[] {
  const placed = new Set<string>();
  const ordered: Described[] = [];
  const place = (table: Described) => {
    if (placed.has(table.name)) return;
    placed.add(table.name);
    for (const reference of table.references) {
      const parent = byName.get(reference.table);
      if (parent && reference.table !== table.name) place(parent);
    }
    ordered.push(table);
  };
  for (const table of tables) place(table);
  return ordered;
}

/** Columns naming a user that are set null with the user: an author, who may be of another family. */
const authorsOf = (table: Described) =>
  table.references.filter((reference) => reference.table === "users" && !reference.cascades).map((reference) => reference.column);

/** The author columns of any table of the schema (none for an unknown name). */
export const authorColumnsOf = (name: string): readonly string[] => {
  const table = byName.get(name);
  return table ? authorsOf(table) : [];
};

function scopeAll(): ScopedTable[] {
  const owners = new Map<string, Owner[]>();
  // A parent owner needs its parent scoped first: parents-first order gives that.
  for (const table of parentsFirst(DESCRIBED))
    owners.set(
      table.name,
      ownersOf(table, (name) => (owners.get(name)?.length ?? 0) > 0),
    );
  return parentsFirst(DESCRIBED).flatMap((table) => {
    const found = owners.get(table.name) ?? [];
    return found.length > 0 ? [{ name: table.name, columns: table.columns, authorColumns: authorsOf(table), key: table.key, owners: found }] : [];
  });
}

/** Every table holding a family's rows, parents before children. */
export const FAMILY_SCOPED_TABLES: readonly ScopedTable[] = scopeAll();

const scopedByName = new Map(FAMILY_SCOPED_TABLES.map((table) => [table.name, table]));

export function scopedTable(name: string): ScopedTable {
  const table = scopedByName.get(name);
  if (!table) throw new Error(`${name} holds no family's rows`);
  return table;
}

/**
 * The SQL condition that the row `row` (a trigger's `new` or `old`, or a table alias) of `table`
 * is a family's, the families being `families`: what an `IN (…)` takes, a subquery or a bound
 * parameter.
 */
export function belongsSql(table: ScopedTable, row: string, families: string): string {
  const conditions = table.owners.map((owner) => {
    const column = `${row}.\`${owner.column}\``;
    if (owner.kind === "family") return `${column} IN (${families})`;
    if (owner.kind === "user") return `${column} IN (SELECT \`id\` FROM \`users\` WHERE \`family_id\` IN (${families}))`;
    const alias = `\`${owner.parent}_owner\``;
    return `${column} IN (SELECT ${alias}.\`${owner.parentKey}\` FROM \`${owner.parent}\` AS ${alias} WHERE ${belongsSql(scopedTable(owner.parent), alias, families)})`;
  });
  return conditions.length === 1 ? conditions[0]! : `(${conditions.join(" OR ")})`;
}

/** Every table of the schema with a `family_id` or a `user_id` column, for the test that each is guarded. */
export const TABLES_NAMING_A_FAMILY_OR_USER: readonly string[] = DESCRIBED.filter(
  (table) => !NOT_A_FAMILYS.has(table.name) && (table.columns.includes("family_id") || table.columns.includes("user_id")),
).map((table) => table.name);
