import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import type { Db } from "@worker/env";

/**
 * A test database (the first family database unless told) as a route or a service sees it, watched: `starts` records where each D1
 * session began ("first-primary", "first-unconstrained" or a bookmark), and `beforeBatch` runs
 * just before each batch reaches the database — another request's write landing between a
 * service's reads and its batch.
 */
export function watchedD1(beforeBatch?: () => Promise<unknown>, binding: D1Database = env.DB_00!, starts: string[] = []) {
  const d1 = new Proxy(binding, {
    get(target, property) {
      if (property === "withSession") {
        return (start?: D1SessionConstraint | D1SessionBookmark) => {
          starts.push(start ?? "first-unconstrained");
          return target.withSession(start);
        };
      }
      if (property === "batch" && beforeBatch) {
        return async (statements: D1PreparedStatement[]) => {
          await beforeBatch();
          return target.batch(statements);
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const db: Db = drizzle(d1);
  return { d1, db, starts };
}
