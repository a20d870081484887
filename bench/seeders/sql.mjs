// Small helpers for the seeders' SQL. Rows are generated inside SQLite with a recursive CTE, so a
// family of 300,000 purchases is one short statement and seeding takes seconds.

export const text = (value) => `'${String(value).replaceAll("'", "''")}'`;

/** An ISO-8601 UTC text (as the app stores times) for `secondsExpr` seconds before `nowSec`. */
export const isoAgo = (nowSec, secondsExpr) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${nowSec} - (${secondsExpr}), 'unixepoch')`;

/** `WITH RECURSIVE seq(n)` counting 1..count; the statement that follows selects from seq. */
export const seq = (count) => `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${Math.max(1, Math.floor(count))})`;

export const YEAR_S = 365 * 24 * 3600;
export const DAY_S = 24 * 3600;
