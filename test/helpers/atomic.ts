import { sql } from "drizzle-orm";
import type { Db } from "../../worker/env";

/**
 * A statement that always fails (a NOT NULL violation), to put last in a batch: D1 runs a batch
 * as one transaction, so none of the statements before it may leave a row behind.
 */
export const failingStatement = (db: Db) => db.run(sql`INSERT INTO families (id, name, time_zone, created_at) VALUES (NULL, NULL, NULL, NULL)`);
