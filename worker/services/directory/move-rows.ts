import { belongsSql, FAMILY_SCOPED_TABLES, type ScopedTable, scopedTable } from "@worker/db/family-scope";

/**
 * The rows of a move (move-family.ts), table by table: read from the database the family leaves,
 * written to the one it goes to, checked there, and deleted. Plain SQL over D1, every statement
 * scoped to the family by family-scope.ts's conditions (`?1` is the family's id).
 */

type Row = Record<string, unknown>;

/** D1's limit is 100 bound parameters per statement. */
const MAX_PARAMETERS = 100;
const PAGE_ROWS = 500;
const STATEMENTS_PER_BATCH = 50;

/**
 * Rebuilt by the target's own triggers as the rows arrive (the change counters, CalDAV's log and
 * its sums), never copied; `dav_sync_floors` is set once the copy is in (`davFloorStatement`).
 */
const REBUILT = new Set(["family_versions", "dav_changes", "dav_collections", "dav_log_sizes", "dav_text_usage", "dav_sync_floors"]);
/** Kept by triggers on purchases too, but it also holds the share of purchases retention deleted: written over with the source's figures. */
export const WRITTEN_OVER = "purchase_totals";

/** The tables a move copies, parents before children; purchase_totals last, after the purchases. */
export const COPIED_TABLES: readonly ScopedTable[] = [
  ...FAMILY_SCOPED_TABLES.filter((table) => !REBUILT.has(table.name) && table.name !== WRITTEN_OVER),
  scopedTable(WRITTEN_OVER),
];

const quoted = (name: string) => `"${name}"`;
const orderOf = (table: ScopedTable) => table.key.map((column) => `r.${quoted(column)}`).join(", ");
const selectSql = (table: ScopedTable) => `SELECT * FROM ${quoted(table.name)} AS r WHERE ${belongsSql(table, "r", "?1")} ORDER BY ${orderOf(table)}`;

/** Every row of the family in `table`, by primary key, page by page. */
export async function familyRows(d1: D1Database, table: ScopedTable, familyId: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const { results } = await d1
      .prepare(`${selectSql(table)} LIMIT ${PAGE_ROWS} OFFSET ${offset}`)
      .bind(familyId)
      .all<Row>();
    rows.push(...results);
    if (results.length < PAGE_ROWS) return rows;
  }
}

/** A row as the target gets it: an author who is not of the family (an administrator's response) is no one there. */
export function forTarget(table: ScopedTable, row: Row, familyUsers: ReadonlySet<string>): Row {
  const authors = table.authorColumns.filter((column) => typeof row[column] === "string" && !familyUsers.has(row[column] as string));
  return authors.length === 0 ? row : { ...row, ...Object.fromEntries(authors.map((column) => [column, null])) };
}

/** Inserts of `rows`, as many rows to a statement as 100 parameters allow. */
export function insertStatements(d1: D1Database, table: string, rows: readonly Row[], verb = "INSERT"): D1PreparedStatement[] {
  const columns = Object.keys(rows[0] ?? {});
  if (columns.length === 0) return [];
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values = chunk.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
    statements.push(
      d1
        .prepare(`${verb} INTO ${quoted(table)} (${columns.map(quoted).join(", ")}) VALUES ${values}`)
        .bind(...chunk.flatMap((row) => columns.map((column) => row[column] ?? null))),
    );
  }
  return statements;
}

/** Runs statements in batches (each batch all or nothing). */
export async function runInBatches(d1: D1Database, statements: readonly D1PreparedStatement[]): Promise<void> {
  for (let start = 0; start < statements.length; start += STATEMENTS_PER_BATCH) await d1.batch(statements.slice(start, start + STATEMENTS_PER_BATCH));
}

/** SHA-256 of the rows as canonical JSON (keys sorted), in the order given. */
export async function checksum(rows: readonly Row[]): Promise<string> {
  const text = rows
    .map((row) =>
      JSON.stringify(
        Object.keys(row)
          .sort()
          .map((key) => [key, row[key] ?? null]),
      ),
    )
    .join("\n");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

// Deleting: the rows of the users' own tables while the users are still there to find them by, then
// the users and the family (whose cascade takes whatever is left), then what the triggers kept.
const LAST = ["users", "families"];
const DELETE_ORDER: readonly ScopedTable[] = [
  ...[...FAMILY_SCOPED_TABLES].reverse().filter((table) => !LAST.includes(table.name) && !REBUILT.has(table.name) && table.name !== WRITTEN_OVER),
  ...LAST.map(scopedTable),
  ...FAMILY_SCOPED_TABLES.filter((table) => REBUILT.has(table.name) || table.name === WRITTEN_OVER),
];

/** The statements deleting every row of the families in a database (their ids as one JSON text), for one batch. */
export function deleteFamiliesStatements(d1: D1Database, familyIds: readonly string[]): D1PreparedStatement[] {
  const families = "SELECT value FROM json_each(?1)";
  const ids = JSON.stringify(familyIds);
  return DELETE_ORDER.flatMap((table) => [
    // A user's own reads (their tickets) are counted under `user:<id>`: gone once their rows are, while the users are still there to name them.
    ...(table.name === "users"
      ? [d1.prepare(`DELETE FROM family_versions WHERE family_id IN (SELECT 'user:' || id FROM users WHERE family_id IN (${families}))`).bind(ids)]
      : []),
    d1.prepare(`DELETE FROM ${quoted(table.name)} WHERE ${belongsSql(table, quoted(table.name), families)}`).bind(ids),
  ]);
}

/**
 * The target's CalDAV numbers go on from the source's: its collections' newest numbers are seeded
 * before the rows arrive (each arriving row logs the next number), and its floor is then set to its
 * newest, so a phone's sync token from the old database is refused (403 valid-sync-token) and the
 * phone syncs afresh rather than read a log that was numbered anew.
 */
export const davSeedStatements = (d1: D1Database, collections: readonly Row[]) => insertStatements(d1, "dav_collections", collections, "INSERT OR REPLACE");

export const davFloorStatement = (d1: D1Database, familyId: string) =>
  d1
    .prepare(
      `INSERT INTO dav_sync_floors (family_id, seq) SELECT ?1, coalesce(max(seq), 0) FROM dav_collections WHERE family_id = ?1
       ON CONFLICT (family_id) DO UPDATE SET seq = excluded.seq`,
    )
    .bind(familyId);

/** The statements deleting every row of one family in a database, for one batch. */
export const deleteStatements = (d1: D1Database, familyId: string): D1PreparedStatement[] => deleteFamiliesStatements(d1, [familyId]);
