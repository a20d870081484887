import type { BackupFile, BackupRow, BackupValue } from "./format";
import { BACKUP_TABLES, DERIVED_TABLES } from "./tables";

/** D1 binds at most 100 parameters to one statement. */
export const MAX_BOUND_PARAMETERS = 100;

/**
 * D1 takes at most 100,000 bytes of SQL text in one statement, and the script writes the values
 * into the text. A statement is closed before it passes this, which leaves room for its head and
 * tail; one row alone is far below it (the longest text the app accepts is 5,000 characters, a
 * request body at most 64 KiB), so every row fits a statement of its own.
 */
export const MAX_INLINE_SQL_BYTES = 90_000;

export interface Statement {
  sql: string;
  params: BackupValue[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The triggers name a total after its latest purchase, so purchases go in in the order they were made. */
function inWriteOrder(table: string, rows: BackupRow[]): BackupRow[] {
  if (table !== "purchases") return rows;
  return [...rows].sort((a, b) => String(a.purchased_at).localeCompare(String(b.purchased_at)) || String(a.id).localeCompare(String(b.id)));
}

export const literal = (value: BackupValue) => (value === null ? "NULL" : typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`);

const utf8 = new TextEncoder();
const byteLength = (text: string) => utf8.encode(text).length;

/**
 * The inserts that write a validated file, table by table in dependency order, as many rows per
 * statement as fit in D1's parameter limit and, values written in, its SQL length limit.
 * `ON CONFLICT DO NOTHING` makes them safe to run again (a resumed restore skips what is there;
 * the purchase triggers fire only for rows inserted), and keeps a waiting admin whose row the
 * file holds too as it is.
 */
export function insertStatements(file: BackupFile, guard?: string): Statement[] {
  const statements: Statement[] = [];
  for (const table of BACKUP_TABLES) {
    const rows = DERIVED_TABLES.get(table.name)?.(file.tables) ?? file.tables[table.name];
    if (!rows?.length) continue;
    const names = table.columns.map((column) => column.name);
    const perStatement = Math.floor(MAX_BOUND_PARAMETERS / names.length);
    // A guard (SQL without parameters) makes every insert write nothing unless it holds when the statement runs.
    const head = `INSERT INTO ${quote(table.name)} (${names.map(quote).join(", ")}) ${guard ? "SELECT * FROM (VALUES " : "VALUES "}`;
    const tail = `${guard ? `) WHERE ${guard}` : ""} ON CONFLICT DO NOTHING`;
    const placeholders = `(${names.map(() => "?").join(", ")})`;
    let chunk: BackupRow[] = [];
    let bytes = 0;
    const flush = () => {
      if (!chunk.length) return;
      statements.push({
        sql: `${head}${chunk.map(() => placeholders).join(", ")}${tail}`,
        params: chunk.flatMap((row) => names.map((name) => row[name] ?? null)),
      });
      chunk = [];
    };
    for (const row of inWriteOrder(table.name, rows)) {
      // The row as inlineStatement writes it, with the ", " before it.
      const rowBytes = byteLength(`, (${names.map((name) => literal(row[name] ?? null)).join(", ")})`);
      if (chunk.length === perStatement || (chunk.length && bytes + rowBytes > MAX_INLINE_SQL_BYTES)) flush();
      // The head, the tail and the ";" inlineStatement ends with.
      if (!chunk.length) bytes = byteLength(head) + byteLength(tail) + 1;
      chunk.push(row);
      bytes += rowBytes;
    }
    flush();
  }
  return statements;
}

/**
 * Forgets which one-time cron jobs have finished (worker/cron/finished-jobs.ts), with the restore's
 * inserts: the restored rows may hold work for one (an event whose family's zone this runtime does
 * not know keeps `ends_at` empty), so each runs once more and marks itself finished again.
 */
export const forgetFinishedJobs = (guard?: string): Statement => ({ sql: `DELETE FROM "finished_jobs"${guard ? ` WHERE ${guard}` : ""}`, params: [] });

/** A statement with its values written in, for SQL files run by `wrangler d1 execute --file`. */
export function inlineStatement({ sql, params }: Statement): string {
  let index = 0;
  return `${sql.replace(/\?/g, () => literal(params[index++] ?? null))};`;
}
