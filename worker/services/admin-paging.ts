import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { ADMIN_PAGE } from "@contract/limits";
import { pageOf, splitCursor } from "@contract/paging";

/** A page read asks for one row more than a page: that row only says whether a next page exists. */
export const ADMIN_PAGE_READ = ADMIN_PAGE + 1;

/**
 * The rows strictly after the cursor in newest-first (created_at, id) order (keyset, never an
 * offset), so a row is listed once even when rows share a millisecond; none before the first page.
 */
export function olderThan(createdAt: AnyColumn, id: AnyColumn, before: string | undefined): SQL | undefined {
  if (!before) return undefined;
  const cursor = splitCursor(before);
  return sql`(${createdAt}, ${id}) < (${cursor.at}, ${cursor.id})`;
}

/** A page of an admin list out of a read of ADMIN_PAGE_READ rows, and the next page's cursor (its last row's `createdAt|id`). */
export const adminPageOf = <T extends { createdAt: string; id: string }>(rows: T[]) => pageOf(rows, ADMIN_PAGE, (row) => ({ at: row.createdAt, id: row.id }));
