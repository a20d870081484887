import { type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import * as v from "valibot";
import { apiMessages as m } from "@contract/messages";
import { type CursorRow, cursorSchema, splitCursor } from "@contract/paging";

/**
 * The query of a history page's read (`…/completed?before=`): the cursor of the page before,
 * required (the first page comes with the list's main read), bound as two placeholders.
 */
export const beforeParams = v.pipe(
  v.object({ before: cursorSchema(m.cursorInvalid) }),
  v.transform(({ before }) => {
    const { at, id } = splitCursor(before);
    return { beforeAt: at, beforeId: id };
  }),
);
export type BeforeParams = v.InferOutput<typeof beforeParams>;

/** Real values for the query-plan test (test/worker/family-reads.test.ts). */
export const BEFORE_EXAMPLE: BeforeParams = { beforeAt: "2026-05-01T00:00:00.000Z", beforeId: "m" };

/**
 * Rows strictly after the cursor's in a newest-first order on (`at`, `id`): written as a row value
 * over the index's own expressions, so SQLite seeks the index to the cursor and reads on from it.
 */
export const beforeCursor = (at: SQLWrapper, id: SQLWrapper, param: (name: "beforeAt" | "beforeId") => Placeholder): SQL =>
  sql`(${at}, ${id}) < (${param("beforeAt")}, ${param("beforeId")})`;

/**
 * The same condition with the cursor's values bound in place, for reads built per request (the
 * admin lists, the user's tickets): rows strictly after the cursor row; none given, no condition.
 */
export function olderThan(at: SQLWrapper, id: SQLWrapper, before: string | CursorRow | undefined): SQL | undefined {
  if (before === undefined || before === "") return undefined;
  const cursor = typeof before === "string" ? splitCursor(before) : before;
  return sql`(${at}, ${id}) < (${cursor.at}, ${cursor.id})`;
}
