import { expect } from "vitest";
import { db } from "./factories";

/** SQLite's plan for `sql` with `params` bound, as one line ("; " between steps). */
async function planOf(sql: string, params: readonly unknown[]): Promise<string> {
  const { results } = await db.$client
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail).join("; ");
}

/** The plan of a drizzle statement, with its own bound values. */
export function queryPlan(statement: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql, params } = statement.toSQL();
  return planOf(sql, params);
}

/** Asserts SQLite answers `query` (with `params` bound) from an index (a search, never a scan of a whole table); returns the plan. */
export async function expectIndexedPlan(query: string, params: unknown[] = []): Promise<string> {
  const detail = await planOf(query, params);
  expect(detail, query).toMatch(/USING (COVERING )?INDEX/);
  expect(detail, query).not.toMatch(/^SCAN \w+$/m);
  return detail;
}
