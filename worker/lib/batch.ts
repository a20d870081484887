import { sql } from "drizzle-orm";
import type { Db } from "../env";

/**
 * A statement that always fails (a NOT NULL violation). Last in a batch, it rolls back everything
 * before it: D1 runs a batch as one transaction.
 */
export const rollbackStatement = (db: Db) => db.run(sql`INSERT INTO families (id, name, time_zone, created_at) VALUES (NULL, NULL, NULL, NULL)`);
