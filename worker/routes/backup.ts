import { BACKUP_IMPORT_PATH, BACKUP_UPLOAD_MAX_BYTES } from "@contract/limits";
import { backupMessages } from "@contract/backup-messages";
import { backupFileAnswer, exportBackupBody, restoreAnswer } from "@contract/schemas/backup";
import { defineRoute } from "../http/route";
import { auditOf } from "../http/security-log";
import { databasesOf, familyDatabaseOf } from "../middleware/db";
import { exportBackup, restoreBackup } from "../services/admin/backup";
import { openFamilyDatabases } from "../services/directory/accounts";
import { securityEventQuery } from "../services/security-log";

const tag = "backup";

export const backupRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/admin/system/backup/export",
    summary: "Streams the whole database, or the listed tables, as a JSON backup file (docs/features/backup.md).",
    tag,
    access: "admin",
    body: exportBackupBody,
    answer: {
      status: 200,
      description: "Attachment `<app>_backup_YYYY-MM-DD.json`: the header, the rows per table and the signature.",
      schema: backupFileAnswer,
    },
    errors: { invalid_body: "A format other than json, or unknown table names (listed)." },
    options: { stepUp: true },
    example: { body: { format: "json", tables: ["admin_messages"] }, status: 200, foreign: [403] },
    handler: async (c, { caller, body }) => {
      const db = c.get("db");
      const { directory, familyDbs } = databasesOf(c);
      const databases = { directory: directory.$client, families: familyDbs().map((family) => family.db.$client) };
      const { stream, fileName } = await exportBackup(databases, c.env.JWT_SECRET, c.env.APP_NAME, body.tables);
      // Written before the file streams, as the export's one write: the Backup view's "last backup" is the newest of these events.
      await securityEventQuery(db, auditOf(c), { kind: "backup_exported", userId: caller.userId });
      return c.body(stream, 200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
      });
    },
  }),
  // The file is checked whole by the service (every problem listed), not by a schema here.
  defineRoute({
    method: "POST",
    path: BACKUP_IMPORT_PATH,
    summary:
      "Restores a backup file this server signed (the body, up to 10 MiB) into the family databases, which must hold nothing but their admins, after checking all of it: the families spread over the open databases as registration places them, each database's part one batch with a backup_restored event, a failed part undoing the others; then places the restored accounts and families in the directory.",
    tag,
    access: "admin",
    answer: {
      status: 200,
      description: "The rows written per table, and an enrolment code for each restored administrator (shown once).",
      schema: restoreAnswer,
    },
    errors: {
      invalid_body:
        "The file is refused (a problem in it, or a missing or wrong signature); `issues` lists every problem (path and message). Nothing is written.",
      conflict: "The database holds more than its admins, or another administrator (or an account of another database) has the name of a user of the file.",
      too_large: "Over 10 MiB: use `npm run restore`.",
    },
    options: { bodyLimit: { bytes: BACKUP_UPLOAD_MAX_BYTES, message: backupMessages.tooLarge }, stepUp: true },
    // The sample's database holds families, so a restore into it is refused (409) after the file is checked.
    example: { body: { format: "familyhub-backup" }, status: 400, foreign: [403] },
    handler: async (c) => {
      const { directory, familyDbs } = databasesOf(c);
      const target = { home: { name: familyDatabaseOf(c), db: c.get("db") }, databases: familyDbs(), open: openFamilyDatabases(c.env), directory };
      return restoreBackup(target, c.env.JWT_SECRET, await c.req.text(), auditOf(c));
    },
  }),
];
