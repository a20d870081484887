import type { BackupFile, BackupValue } from "./format";
import type { Statement } from "./statements";
import { BACKUP_TABLES } from "./tables";

/**
 * The logs a fresh install writes from its first sign-in on (the attempt, the security event, any
 * error). They stay beside the restored ones: their ids are random UUIDs, as the file's are, and
 * a clash would only skip the file's row (`ON CONFLICT DO NOTHING`).
 */
export const OWN_LOG_TABLES: ReadonlySet<string> = new Set(["login_events", "security_events", "app_errors"]);

/**
 * A restore goes into a fresh install: nothing but administrators, each perhaps with the family
 * and member row a sign-up gives them, and the logs of their signing in. This counts every other
 * row; above 0 the restore refuses.
 */
export const OCCUPIED_SQL = `SELECT ${[
  ...BACKUP_TABLES.filter((table) => !["users", "families", "family_members"].includes(table.name) && !OWN_LOG_TABLES.has(table.name)).map(
    (table) => `(SELECT count(*) FROM "${table.name}")`,
  ),
  "(SELECT count(*) FROM users WHERE is_admin = 0)",
  "(SELECT count(*) FROM families WHERE id NOT IN (SELECT family_id FROM users WHERE is_admin = 1 AND family_id IS NOT NULL))",
  "(SELECT count(*) FROM family_members WHERE user_id IS NULL OR user_id NOT IN (SELECT id FROM users WHERE is_admin = 1))",
].join(" + ")} AS n`;

export const WAITING_ADMINS_SQL = "SELECT id, username, email, family_id FROM users";

export interface WaitingAdmin {
  id: string;
  username: string;
  email: string;
  family_id: string | null;
}

/**
 * A waiting admin whose username or address a user of the file has under another id gives way to
 * that user (signing in with the backup's password afterwards), and so does their own family.
 * One with the same id stays as it is: the file's row for it is skipped.
 */
export function givingWayStatements(file: BackupFile, waiting: readonly WaitingAdmin[]): Statement[] {
  const fileUsers = file.tables.users ?? [];
  const fileIds = new Set<BackupValue>(fileUsers.map((user) => user.id ?? null));
  const taken = new Set(fileUsers.flatMap((user) => [String(user.username).toLowerCase(), String(user.email).toLowerCase()]));
  const fileFamilies = new Set<BackupValue>((file.tables.families ?? []).map((family) => family.id ?? null));
  return waiting
    .filter((user) => !fileIds.has(user.id) && (taken.has(user.username.toLowerCase()) || taken.has(user.email.toLowerCase())))
    .flatMap((user) => [
      ...(user.family_id && !fileFamilies.has(user.family_id)
        ? [
            { sql: "DELETE FROM families WHERE id = ?", params: [user.family_id] },
            { sql: "DELETE FROM family_versions WHERE family_id = ?", params: [user.family_id] },
          ]
        : []),
      { sql: "DELETE FROM users WHERE id = ?", params: [user.id] },
    ]);
}
