import type { RestoreAnswer } from "@contract/schemas/backup";
import { enAdminSystem as t } from "@web/i18n/en/admin-system";
import { importBackup } from "../api/backup";
import { adminChange } from "../lib/admin-change";

/**
 * Restores a backup file into an empty database, sent as it is (api/backup.ts); answers the rows
 * written and the restored administrators' enrolment codes. A refused file's problems come with its error.
 */
const importBackupFile = adminChange({
  exchange: (file: File): Promise<RestoreAnswer> => importBackup(file),
  success: { title: t.restored },
  failure: { title: t.restoreFailed },
});
export default importBackupFile;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "admin/import-backup": typeof importBackupFile;
  }
}
