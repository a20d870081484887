import { authorColumnsOf, FAMILY_SCOPED_TABLES, type ScopedTable } from "@worker/db/family-scope";
import { leastFilled } from "../placement";
import type { BackupFile, BackupRow } from "./format";

/**
 * A restore spreads the file's families over the family databases (docs/features/backup.md
 * "Several databases"): each family and everything of it goes to one database, chosen as
 * registration chooses one; what is no family's (an administrator without a family, a log row of no
 * known account) goes to the restoring administrator's own database, the `home`; the administrators'
 * info messages go to every database that takes a part, as a broadcast writes them.
 */

/** Which database each family of the file goes to. */
export type Placement = ReadonlyMap<string, string>;

const usersPerFamily = (file: BackupFile): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const user of file.tables.users ?? []) if (typeof user.family_id === "string") counts.set(user.family_id, (counts.get(user.family_id) ?? 0) + 1);
  return counts;
};

/**
 * Registration's rule for each family of the file in turn: the open database holding the fewest
 * accounts (the first by name on a tie), counting the accounts already placed. A family a database
 * already holds (a waiting administrator's, which the file has too) stays where it is.
 */
export function placeFamilies(
  file: BackupFile,
  open: readonly string[],
  accounts: ReadonlyMap<string, number>,
  held: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const counts = new Map(open.map((name) => [name, accounts.get(name) ?? 0]));
  const users = usersPerFamily(file);
  const placement = new Map<string, string>();
  for (const family of file.tables.families ?? []) {
    const id = String(family.id);
    const where = held.get(id) ?? leastFilled(open, counts);
    placement.set(id, where);
    // A family without an account still weighs, so such families spread too.
    counts.set(where, (counts.get(where) ?? 0) + Math.max(1, users.get(id) ?? 0));
  }
  return placement;
}

/** The database of each user of the file: their family's, else the home. */
export function databaseOfUsers(file: BackupFile, placement: Placement, home: string): Map<string, string> {
  return new Map(
    (file.tables.users ?? []).map((user) => [String(user.id), (typeof user.family_id === "string" && placement.get(user.family_id)) || home] as const),
  );
}

const scoped = new Map(FAMILY_SCOPED_TABLES.map((table) => [table.name, table]));
/** Read from every family database's copy, so written to each. */
const COPIED_TO_EVERY_PART = new Set(["admin_messages"]);

/** The keys other tables find a scoped row by (`id`, mostly), per parent table. */
const parentKeys = new Map<string, Set<string>>();
for (const table of FAMILY_SCOPED_TABLES)
  for (const owner of table.owners) if (owner.kind === "parent") parentKeys.set(owner.parent, (parentKeys.get(owner.parent) ?? new Set()).add(owner.parentKey));

/**
 * The file split by database: each part is a file of its own (the header, and only its rows), in
 * the file's table order. An author column naming a user placed in another database is emptied in
 * the part (as a move does: the account is not there, and the key would not hold). The home always
 * has a part.
 */
export function spreadFile(file: BackupFile, placement: Placement, home: string): Map<string, BackupFile> {
  const userDatabase = databaseOfUsers(file, placement, home);
  const userFamily = new Map((file.tables.users ?? []).map((user) => [String(user.id), typeof user.family_id === "string" ? user.family_id : null]));
  const databases = [...new Set([home, ...placement.values()])];
  const parts = new Map(databases.map((name) => [name, {} as Record<string, BackupRow[]>]));
  // parent table → key column → key value → family
  const familyOfKey = new Map<string, Map<string, Map<string, string | null>>>();

  const familyOf = (table: ScopedTable, row: BackupRow): string | null => {
    for (const owner of table.owners) {
      const value = row[owner.column];
      if (typeof value !== "string") continue;
      if (owner.kind === "family") return value;
      if (owner.kind === "user") return userFamily.get(value) ?? null;
      const found = familyOfKey.get(owner.parent)?.get(owner.parentKey)?.get(value);
      if (found !== undefined) return found;
    }
    return null;
  };
  const remember = (name: string, row: BackupRow, family: string | null) => {
    for (const key of parentKeys.get(name) ?? []) {
      const byKey = familyOfKey.get(name) ?? new Map<string, Map<string, string | null>>();
      familyOfKey.set(name, byKey);
      const values = byKey.get(key) ?? new Map<string, string | null>();
      byKey.set(key, values);
      values.set(String(row[key]), family);
    }
  };
  const put = (database: string, name: string, row: BackupRow) => {
    const authors = authorColumnsOf(name).filter((column) => typeof row[column] === "string" && userDatabase.get(row[column] as string) !== database);
    const written = authors.length ? { ...row, ...Object.fromEntries(authors.map((column) => [column, null])) } : row;
    const tables = parts.get(database)!;
    const rows = tables[name] ?? [];
    tables[name] = rows;
    rows.push(written);
  };

  for (const [name, rows] of Object.entries(file.tables)) {
    const table = scoped.get(name);
    for (const row of rows) {
      if (COPIED_TO_EVERY_PART.has(name)) {
        for (const database of databases) put(database, name, row);
        continue;
      }
      const family = table ? familyOf(table, row) : null;
      remember(name, row, family);
      put((family && placement.get(family)) || home, name, row);
    }
  }
  return new Map([...parts].map(([name, tables]) => [name, { ...file, tables }]));
}

/** The families a part brings (for undoing it). */
export const familiesOf = (part: BackupFile): string[] => (part.tables.families ?? []).map((family) => String(family.id));
