import { expect } from "vitest";
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

/** Asserts SQLite answers `query` from an index (a search, never a scan of a whole table); returns the plan. */
export async function expectIndexedPlan(query: string): Promise<string> {
  const { results } = await db.$client.prepare(`EXPLAIN QUERY PLAN ${query}`).all<{ detail: string }>();
  const detail = results.map((row) => row.detail).join("; ");
  expect(detail, query).toMatch(/USING (COVERING )?INDEX/);
  expect(detail, query).not.toMatch(/^SCAN \w+$/m);
  return detail;
}
