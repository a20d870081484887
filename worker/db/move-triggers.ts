import { belongsSql, FAMILY_SCOPED_TABLES } from "./family-scope";
import { createTrigger, type Trigger } from "./trigger";

/** The RAISE text of a write refused while its family is being moved (worker/lib/row-caps.ts reads it). */
export const FAMILY_MOVING = "family_moving";

const MOVING = "SELECT `family_id` FROM `family_moves`";

const GUARDED = [
  ["insert", "INSERT", ["new"]],
  ["update", "UPDATE", ["new", "old"]],
  ["delete", "DELETE", ["old"]],
] as const;

/**
 * While a family is in `family_moves`, every insert, update and delete of its rows and its users'
 * rows is refused inside the statement (so inside its batch): the move copies a family that cannot
 * change under it. A row changing family counts for both (an update's new and old row).
 */
export function moveGuardTriggers(): Trigger[] {
  return FAMILY_SCOPED_TABLES.flatMap((table) =>
    GUARDED.map(([suffix, event, rows]) => {
      const when = rows.map((row) => belongsSql(table, row, MOVING)).join(" OR ");
      return createTrigger(
        `${table.name}_moving_${suffix}`,
        table.name,
        `BEFORE ${event}`,
        `\nWHEN ${when}\nBEGIN\n  SELECT RAISE(ABORT, '${FAMILY_MOVING}');\nEND`,
      );
    }),
  );
}
