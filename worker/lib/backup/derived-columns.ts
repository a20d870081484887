import { DEFAULT_TIME_ZONE } from "@contract/limits";
import { storedEventEnds } from "../stored-event-ends";
import { withEventUids } from "./event-uids";
import type { BackupFile, BackupRow } from "./format";
import { EMPTIED_COLUMNS } from "./tables";

/**
 * Columns the app computes from a row's other columns (and its family's): a restore computes them
 * afresh instead of trusting the file, and a file may leave them out. `events.ends_at` is when the
 * event is over for good, on its family's clock (contract/time/recurrence.ts eventEndsAt);
 * `events.dav_uid` the UID of its phone text (event-uids.ts).
 */
export const DERIVED_COLUMNS: Readonly<Record<string, readonly string[]>> = { events: ["ends_at", "dav_uid"] };

/** The file's rows with every column naming a left-out table's row emptied (EMPTIED_COLUMNS: a picture, whose photo the file does not carry). */
function withEmptiedColumns(file: BackupFile): BackupFile {
  const tables: Record<string, BackupRow[]> = { ...file.tables };
  for (const [table, columns] of Object.entries(EMPTIED_COLUMNS)) {
    const rows = tables[table];
    if (rows) tables[table] = rows.map((row) => ({ ...row, ...Object.fromEntries(columns.map((column) => [column, null])) }));
  }
  return { ...file, tables };
}

/** The file with its derived columns computed and its left-out references emptied, for the restore to write (after its signature is checked). */
export function withDerivedColumns(given: BackupFile): BackupFile {
  const file = withEmptiedColumns(given);
  const events = file.tables.events;
  if (!events?.length) return file;
  const zones = new Map((file.tables.families ?? []).map((family) => [family.id, typeof family.time_zone === "string" ? family.time_zone : DEFAULT_TIME_ZONE]));
  const computed = events.map((row) => {
    const times = {
      startTime: row.start_time,
      endTime: row.end_time,
      recurrence: row.recurrence,
      recurrenceEnds: row.recurrence_ends,
      daysOfWeek: row.days_of_week,
      recurrenceRule: row.recurrence_rule,
    };
    return { ...row, ends_at: storedEventEnds(times, zones.get(String(row.family_id)) ?? DEFAULT_TIME_ZONE) };
  });
  return { ...file, tables: { ...file.tables, events: withEventUids(computed) } };
}
