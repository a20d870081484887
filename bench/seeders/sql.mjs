// Small helpers for the seeders' SQL. Rows are generated inside SQLite with a recursive CTE, so a
// family of 300,000 purchases is one short statement and seeding takes seconds.
import { writeFileSync } from "node:fs";
import { join } from "node:path";

export const text = (value) => `'${String(value).replaceAll("'", "''")}'`;

/** An ISO-8601 UTC text (as the app stores times) for `secondsExpr` seconds before `nowSec`. */
export const isoAgo = (nowSec, secondsExpr) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${nowSec} - (${secondsExpr}), 'unixepoch')`;

/** `WITH RECURSIVE seq(n)` counting from..from + count − 1 (1..count unless told); the statement that follows selects from seq. */
export const seq = (count, from = 1) =>
  `WITH RECURSIVE seq(n) AS (SELECT ${from} UNION ALL SELECT n + 1 FROM seq WHERE n < ${from + Math.max(1, Math.floor(count)) - 1})`;

export const YEAR_S = 365 * 24 * 3600;
export const DAY_S = 24 * 3600;

/** Writes `statements` as `<dir>/<name>.sql`, one a line, for wrangler d1 execute --file; its path. */
export function writeSql(dir, name, statements) {
  const file = join(dir, `${name}.sql`);
  writeFileSync(file, `${statements.map((statement) => `${statement.replace(/\s+/g, " ").trim()};`).join("\n")}\n`);
  return file;
}
