import { type CappedTable, FAMILY_ROW_CAPS } from "@contract/limits";

const ROW_CAP = /family_row_cap:(\w+)/;
const DAV_TEXT_CAP = /dav_text_cap:(resource|family)\b/;
const FAMILY_MOVING_RAISE = /\b(family_moving)\b/;

/** The first match of a trigger's RAISE text in a failed statement's error: D1's message, possibly the cause of drizzle's own error. */
function raised(error: unknown, pattern: RegExp): string | null {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    const found = pattern.exec(current.message)?.[1];
    if (found) return found;
  }
  return null;
}

/** The table whose row cap a failed statement hit (its row-cap trigger's RAISE, worker/db/generated-triggers.ts), or null. */
export function rowCapOf(error: unknown): CappedTable | null {
  const table = raised(error, ROW_CAP);
  return table && Object.hasOwn(FAMILY_ROW_CAPS, table) ? (table as CappedTable) : null;
}

/** Whether a failed statement wrote a row of a family being moved (the move's guards, worker/db/move-triggers.ts). */
export const isFamilyMoving = (error: unknown): boolean => raised(error, FAMILY_MOVING_RAISE) !== null;

/** Which cap of a phone's kept text a failed statement hit (the text-cap triggers, worker/db/generated-dav-triggers.ts: one resource's, or the family's sum), or null. */
export function davTextCapOf(error: unknown): "resource" | "family" | null {
  const which = raised(error, DAV_TEXT_CAP);
  return which === "resource" || which === "family" ? which : null;
}
