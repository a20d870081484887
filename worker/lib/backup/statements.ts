import type { BackupFile, BackupRow, BackupValue } from "./format";
import { BACKUP_TABLES, DERIVED_TABLES } from "./tables";

/** D1 binds at most 100 parameters to one statement. */
export const MAX_BOUND_PARAMETERS = 100;

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

/**
 * The inserts that write a validated file, table by table in dependency order, as many rows per
 * statement as fit in D1's parameter limit. `ON CONFLICT DO NOTHING` makes them safe to run again
 * (a resumed restore skips what is there; the purchase triggers fire only for rows inserted), and
 * keeps a waiting admin whose row the file holds too as it is.
 */
export function insertStatements(file: BackupFile): Statement[] {
  const statements: Statement[] = [];
  for (const table of BACKUP_TABLES) {
    const rows = file.tables[table.name];
    if (!rows?.length || DERIVED_TABLES.has(table.name)) continue;
    const names = table.columns.map((column) => column.name);
    const perStatement = Math.floor(MAX_BOUND_PARAMETERS / names.length);
    const head = `INSERT INTO ${quote(table.name)} (${names.map(quote).join(", ")}) VALUES `;
    const placeholders = `(${names.map(() => "?").join(", ")})`;
    const ordered = inWriteOrder(table.name, rows);
    for (let start = 0; start < ordered.length; start += perStatement) {
      const chunk = ordered.slice(start, start + perStatement);
      statements.push({
        sql: `${head}${chunk.map(() => placeholders).join(", ")} ON CONFLICT DO NOTHING`,
        params: chunk.flatMap((row) => names.map((name) => row[name] ?? null)),
      });
    }
  }
  return statements;
}

const literal = (value: BackupValue) => (value === null ? "NULL" : typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`);

/** A statement with its values written in, for SQL files run by `wrangler d1 execute --file`. */
export function inlineStatement({ sql, params }: Statement): string {
  let index = 0;
  return `${sql.replace(/\?/g, () => literal(params[index++] ?? null))};`;
}
