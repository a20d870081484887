import * as v from "valibot";

/**
 * Pages with a cursor (docs/api.md "Paging in headers"). A list read newest first in keyset
 * order on (time, id) answers `nextBefore`, the last row's `<time>|<id>`; the client sends it back
 * as `?before=` and the next page starts strictly after that row, so paging lists every row
 * exactly once even when rows share a millisecond. The time is a stored UTC instant and never
 * holds a "|", so the first one splits the cursor; the id is whatever follows.
 */
const CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\|.{1,200}$/;

/** The row a cursor names: its time in the list's order, and its id. */
export interface CursorRow {
  at: string;
  id: string;
}

export const cursorOf = ({ at, id }: CursorRow): string => `${at}|${id}`;

export function splitCursor(cursor: string): CursorRow {
  const bar = cursor.indexOf("|");
  return { at: cursor.slice(0, bar), id: cursor.slice(bar + 1) };
}

/** `?before=` as a query string carries it, refused with `message` when it is no cursor. */
export const cursorSchema = (message: string) => v.pipe(v.string(message), v.regex(CURSOR_PATTERN, message));

/**
 * A page from a read that asked for one row more than `size`: the first `size` rows, and the
 * cursor of the last when the extra row shows there is a next page.
 */
export function pageOf<T>(rows: readonly T[], size: number, cursorRow: (row: T) => CursorRow): { rows: T[]; nextBefore: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { rows: page, nextBefore: rows.length > size && last ? cursorOf(cursorRow(last)) : null };
}
