import type { BackupFile, BackupValue } from "./format";
import { literal, type Statement } from "./statements";
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

interface InTheWay {
  admin: string;
  fileUser: string;
}

/**
 * Who gives way to the file's users. A restore deletes at most one account: the administrator who
 * uploads it (`actorId`), when a user of the file has their username or address under another id;
 * their own family goes with them, and they sign in afterwards with the backup's password. Any
 * other administrator in that position is in the way: the restore is refused, so a file can never
 * delete the accounts of administrators who did not ask for it. An administrator with the same id
 * as a user of the file stays as they are (the file's row is skipped), and one the file does not
 * name stays too. The script has no signed-in actor, so nobody gives way there.
 */
/** The account that gives way, and its family when that goes with it: what the directory forgets of them. */
export interface GivingWay {
  userId: string;
  familyId: string | null;
}

export function givingWay(
  file: BackupFile,
  waiting: readonly WaitingAdmin[],
  actorId: string | null,
): { statements: Statement[]; inTheWay: InTheWay[]; leaving: GivingWay[] } {
  const fileUsers = file.tables.users ?? [];
  const fileIds = new Set<BackupValue>(fileUsers.map((user) => user.id ?? null));
  const byName = new Map(
    fileUsers.flatMap((user) => [String(user.username).toLowerCase(), String(user.email).toLowerCase()].map((name) => [name, user] as const)),
  );
  const fileFamilies = new Set<BackupValue>((file.tables.families ?? []).map((family) => family.id ?? null));
  const statements: Statement[] = [];
  const inTheWay: InTheWay[] = [];
  const leaving: GivingWay[] = [];
  for (const user of waiting) {
    const taker = fileIds.has(user.id) ? undefined : (byName.get(user.username.toLowerCase()) ?? byName.get(user.email.toLowerCase()));
    if (!taker) continue;
    if (user.id !== actorId) {
      inTheWay.push({ admin: user.username, fileUser: String(taker.username) });
      continue;
    }
    const familyGoes = user.family_id !== null && !fileFamilies.has(user.family_id);
    if (familyGoes) {
      statements.push({ sql: "DELETE FROM families WHERE id = ?", params: [user.family_id] });
      // After the cascade, whose deletes counted in it: a gone family keeps no counters.
      statements.push({ sql: "DELETE FROM family_versions WHERE family_id = ?", params: [user.family_id] });
    }
    statements.push({ sql: "DELETE FROM users WHERE id = ?", params: [user.id] });
    leaving.push({ userId: user.id, familyId: familyGoes ? user.family_id : null });
  }
  return { statements, inTheWay, leaving };
}

/** How many rows of each table the file held: the restore's answer and its security event's detail. */
export const restoredRows = (file: BackupFile): Record<string, number> =>
  Object.fromEntries(Object.entries(file.tables).map(([name, rows]) => [name, rows.length]));

interface RestoreEvent {
  id: string;
  actorId: string | null;
  client: string;
  at: string;
  trustedUnsigned?: boolean;
}

const eventParams = (file: BackupFile, event: RestoreEvent) => {
  const detail = { rows: restoredRows(file), exportedAt: file.exportedAt, ...(event.trustedUnsigned ? { trustedUnsigned: true } : {}) };
  return [event.id, event.actorId, event.client, JSON.stringify(detail), event.at];
};

/**
 * The restore's own security event, last in the script's writes: who restored (null from the
 * script), from where, and the rows per table. `ON CONFLICT DO NOTHING` with the script's id made
 * from the file, so a resumed restore logs once.
 */
export function restoreEventStatement(file: BackupFile, event: RestoreEvent): Statement {
  return {
    sql: "INSERT INTO security_events (id, kind, user_id, actor_id, client, detail, created_at) VALUES (?, 'backup_restored', NULL, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
    params: eventParams(file, event),
  };
}

/**
 * The Worker's restore claims the database in its own batch: the event goes in first, and only
 * while the database holds nothing but its admins (OCCUPIED_SQL counts 0 as the batch runs); every
 * later write of the batch carries `guard`, which holds only if it went in. So no earlier read,
 * however stale, decides: the claim's changed-rows count tells whether anything was restored.
 */
export function restoreClaim(file: BackupFile, event: RestoreEvent): { claim: Statement; guard: string } {
  return {
    claim: {
      sql: `INSERT INTO security_events (id, kind, user_id, actor_id, client, detail, created_at) SELECT ?, 'backup_restored', NULL, ?, ?, ?, ? WHERE (${OCCUPIED_SQL}) = 0`,
      params: eventParams(file, event),
    },
    guard: `EXISTS (SELECT 1 FROM security_events WHERE id = ${literal(event.id)})`,
  };
}
