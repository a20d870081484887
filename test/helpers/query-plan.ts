import { db } from "./factories";

/** SQLite's plan for a drizzle statement, with its own bound values, as one line ("; " between steps). */
export async function queryPlan(statement: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql, params } = statement.toSQL();
  const { results } = await db.$client
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail).join("; ");
}
