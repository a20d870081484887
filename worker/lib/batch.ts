import { sql, type SQL } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "../env";

/**
 * A statement that always fails (a NOT NULL violation). Last in a batch, it rolls back everything
 * before it: D1 runs a batch as one transaction.
 */
export const rollbackStatement = (db: Db) => db.run(sql`INSERT INTO families (id, name, time_zone, created_at) VALUES (NULL, NULL, NULL, NULL)`);

const dialect = new SQLiteSyncDialect();

/**
 * A raw SQL statement with bound values as a D1 statement, for `D1Database.batch`: drizzle's own
 * batch cannot take `db.run(sql)` with parameters.
 */
export function rawStatement(db: Db, query: SQL): D1PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return db.$client.prepare(text).bind(...params);
}
