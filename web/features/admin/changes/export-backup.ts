import { enAdminSystem as t } from "@web/i18n/en/admin-system";
import { exportBackup } from "../api/backup";
import { adminChange } from "../lib/admin-change";

/** Saves the backup file (every table, or the chosen ones); a file, so its own exchange (api/backup.ts). */
const exportBackupFile = adminChange({
  exchange: (tables: string[] | undefined) => exportBackup(tables),
  success: { title: t.backupExported },
  failure: { title: t.exportFailed, description: t.exportFailedText },
});
export default exportBackupFile;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "admin/export-backup": typeof exportBackupFile;
  }
}
