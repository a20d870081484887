import * as v from "valibot";
import { backupMessages as m } from "../backup-messages";
import { countAnswer, instantAnswer, missingKeyMessage } from "./common";

/** Table names are checked against the backed-up tables on the server (400 listing the unknown ones). */
export const exportBackupBody = v.object(
  {
    format: v.literal("json", m.formatJson),
    tables: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(m.tablesNotList), v.maxLength(64, m.tablesNotList)), m.tablesNotList),
        v.minLength(1, m.tablesNotList),
        v.maxLength(64, m.tablesNotList),
      ),
    ),
  },
  missingKeyMessage({ format: m.formatJson }, m.formatJson),
);
export type ExportBackupBody = v.InferInput<typeof exportBackupBody>;

/** A row of a table as the file holds it: its columns' values as D1 stores them. */
const backupRowAnswer = v.record(v.string(), v.nullable(v.union([v.string(), v.number()])));

/**
 * POST /api/admin/system/backup/export: the file (docs/features/backup.md#the-file), a header, the
 * rows per table and the signature of all before it under the server's secret.
 */
export const backupFileAnswer = v.strictObject({
  format: v.string(),
  formatVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
  migration: v.nullable(v.string()),
  exportedAt: instantAnswer,
  tables: v.record(v.string(), v.array(backupRowAnswer)),
  signature: v.string(),
});

/**
 * POST /api/admin/system/backup/import: the rows written per table, and each restored
 * administrator's one-time code to enrol a second factor (a backup holds none), shown once.
 */
export const restoreAnswer = v.strictObject({
  rows: v.record(v.string(), countAnswer),
  enrolmentCodes: v.array(v.strictObject({ username: v.string(), code: v.string(), expiresAt: instantAnswer })),
});

export type RestoreAnswer = v.InferOutput<typeof restoreAnswer>;
