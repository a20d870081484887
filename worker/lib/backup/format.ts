/** The backup file's header (docs/features/backup.md#the-file). */
export const BACKUP_FORMAT = "familyhub-backup";
/** Raised when the file's layout changes; a restore refuses files newer than it reads. */
export const BACKUP_FORMAT_VERSION = 1;

export type BackupValue = string | number | null;
export type BackupRow = Record<string, BackupValue>;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** The newest migration applied to the exported database; a restore needs the same. */
  migration: string | null;
  exportedAt: string;
}

export interface BackupFile extends BackupHeader {
  tables: Record<string, BackupRow[]>;
}

/** `<app>_backup_YYYY-MM-DD.json`, the app's name made safe for a file name. */
export function backupFileName(appName: string, at: Date): string {
  const app = appName.toLowerCase().replace(/[^a-z0-9]+/g, "") || "familyhub";
  return `${app}_backup_${at.toISOString().slice(0, 10)}.json`;
}
