import { type CappedTable, FAMILY_ROW_CAPS } from "@contract/limits";

const ROW_CAP = /family_row_cap:(\w+)/;

/**
 * The table whose row cap a failed statement hit, or null: the RAISE of its row-cap trigger
 * (worker/db/generated-triggers.ts) reaches the Worker inside D1's error message, possibly as the
 * cause of drizzle's own error.
 */
export function rowCapOf(error: unknown): CappedTable | null {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    const table = ROW_CAP.exec(current.message)?.[1];
    if (table && Object.hasOwn(FAMILY_ROW_CAPS, table)) return table as CappedTable;
  }
  return null;
}
