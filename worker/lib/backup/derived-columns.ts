import { DEFAULT_TIME_ZONE } from "@contract/limits";
import type { Recurrence } from "@contract/schemas/events";
import { eventEndsAt } from "@contract/time/recurrence";
import type { BackupFile, BackupRow } from "./format";

/**
 * Columns the app computes from a row's other columns (and its family's): a restore computes them
 * afresh instead of trusting the file, and a file may leave them out. `events.ends_at` is when the
 * event is over for good, on its family's clock (contract/time/recurrence.ts eventEndsAt).
 */
export const DERIVED_COLUMNS: Readonly<Record<string, readonly string[]>> = { events: ["ends_at"] };

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

function eventEnds(row: BackupRow, timeZone: string): string | null {
  const startTime = text(row.start_time);
  const endTime = text(row.end_time);
  if (startTime === null || endTime === null || Number.isNaN(Date.parse(startTime)) || Number.isNaN(Date.parse(endTime))) return null;
  const days = text(row.days_of_week);
  const times = {
    startTime,
    endTime,
    recurrence: row.recurrence as Recurrence,
    recurrenceEnds: text(row.recurrence_ends),
    daysOfWeek: days ? days.split(",").map(Number) : null,
  };
  try {
    return eventEndsAt(times, timeZone);
  } catch {
    // A zone this runtime does not know: the event is read with the open ones, where the phone files it.
    return null;
  }
}

/** The file with its derived columns computed, for the restore to write (after its signature is checked). */
export function withDerivedColumns(file: BackupFile): BackupFile {
  const events = file.tables.events;
  if (!events?.length) return file;
  const zones = new Map((file.tables.families ?? []).map((family) => [family.id, text(family.time_zone) ?? DEFAULT_TIME_ZONE]));
  const computed = events.map((row) => ({ ...row, ends_at: eventEnds(row, zones.get(String(row.family_id)) ?? DEFAULT_TIME_ZONE) }));
  return { ...file, tables: { ...file.tables, events: computed } };
}
