import { sql, type SQL } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "../env";

/** An insert that fails (a NOT NULL violation) when `condition` does not hold, and writes nothing when it does. */
const failingUnless = (condition: SQL) => sql`INSERT INTO families (id, name, time_zone, created_at) SELECT NULL, NULL, NULL, NULL WHERE NOT (${condition})`;

/**
 * A statement that always fails. Last in a batch, it rolls back everything before it: D1 runs a
 * batch as one transaction.
 */
export const rollbackStatement = (db: Db) => db.run(failingUnless(sql`0`));

const dialect = new SQLiteSyncDialect();

/**
 * A statement that fails unless `condition` holds: in a batch, the statements after it run only
 * when it does (D1 stops a batch at its first failure and rolls it back).
 */
export const onlyIfStatement = (db: Db, condition: SQL) => rawStatement(db, failingUnless(condition));

/**
 * A raw SQL statement with bound values as a D1 statement, for `D1Database.batch`: drizzle's own
 * batch cannot take `db.run(sql)` with parameters.
 */
export function rawStatement(db: Db, query: SQL): D1PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return db.$client.prepare(text).bind(...params);
}
