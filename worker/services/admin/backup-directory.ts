import { and, eq, inArray, sql } from "drizzle-orm";
import { adminMessages, directoryAccounts, directoryFamilies, users } from "@worker/db/schema";
import type { FamilyDatabaseName } from "@worker/db/databases";
import type { Db } from "@worker/env";
import type { BackupFile } from "@worker/lib/backup/format";
import { databaseOfUsers, type Placement } from "@worker/lib/backup/spread";
import { MAX_BOUND_PARAMETERS } from "@worker/lib/backup/statements";
import type { GivingWay } from "@worker/lib/backup/target";
import { chunks } from "@worker/lib/chunks";
import { loginKey } from "@worker/services/directory/accounts";

/**
 * The directory's side of a restore into a family database (docs/features/backup.md): sign-in
 * finds an account only by its directory row, so each restored user and family gets one, naming
 * the database the restore wrote. The rows are written after the family database's batch went in
 * (the directory is another database: no one transaction holds both).
 */

const fileUsers = (file: BackupFile) =>
  (file.tables.users ?? []).map((user) => ({
    id: String(user.id),
    username: String(user.username),
    email: String(user.email),
    createdAt: String(user.created_at),
  }));

interface DirectoryInTheWay {
  /** The login name the directory holds for another account (in lower case, as the directory keeps it). */
  account: string;
  fileUser: string;
}

/**
 * The accounts of other databases that hold a username or an address of a file's user under
 * another id: the target database's own accounts are lib/backup/target.ts's `givingWay`, but the
 * directory's keys are what make a name unique across every database. Only the uploader who gives
 * way (`actorId`) and the file's own ids are not in the way. One read: the names go as JSON texts.
 */
export async function directoryInTheWay(directory: Db, file: BackupFile, actorId: string | null): Promise<DirectoryInTheWay[]> {
  const users = fileUsers(file);
  if (users.length === 0) return [];
  const usernames = JSON.stringify(users.map((user) => loginKey(user.username)));
  const emails = JSON.stringify(users.map((user) => loginKey(user.email)));
  const holders = await directory
    .select({ userId: directoryAccounts.userId, usernameKey: directoryAccounts.usernameKey, emailKey: directoryAccounts.emailKey })
    .from(directoryAccounts)
    .where(
      sql`${directoryAccounts.usernameKey} IN (SELECT value FROM json_each(${usernames})) OR ${directoryAccounts.emailKey} IN (SELECT value FROM json_each(${emails}))`,
    );
  const fileIds = new Set(users.map((user) => user.id));
  return holders.flatMap((holder) => {
    if (fileIds.has(holder.userId) || holder.userId === actorId) return [];
    const taker = users.find((user) => loginKey(user.username) === holder.usernameKey || loginKey(user.email) === holder.emailKey);
    return taker ? [{ account: holder.usernameKey, fileUser: taker.username }] : [];
  });
}

/**
 * The directory's statements of a restore that went in, for one batch: the uploader who gave way
 * (and their family, when it went too) forgotten first, since the file's user takes their name;
 * then a row for each restored account and family in the database the restore wrote it to (its
 * family's, else the home: lib/backup/spread.ts), and the file's info messages, which the panel
 * lists from the directory (their copies, which users read, went into the family databases with
 * the rest; an author is named only if the directory holds the account, as the broadcast writes it).
 * `ON CONFLICT DO NOTHING`: an account the file shares with the database (an administrator of the
 * same id, who stays) keeps its row.
 */
export function directoryRestoreQueries(
  directory: Db,
  file: BackupFile,
  where: { placement: Placement; home: FamilyDatabaseName },
  leaving: readonly GivingWay[],
) {
  const gone = leaving.map((account) => account.userId);
  const goneFamilies = leaving.flatMap((account) => (account.familyId ? [account.familyId] : []));
  const userDatabase = databaseOfUsers(file, where.placement, where.home);
  const accounts = fileUsers(file).map((user) => ({
    userId: user.id,
    usernameKey: loginKey(user.username),
    emailKey: loginKey(user.email),
    db: userDatabase.get(user.id) ?? where.home,
    createdAt: user.createdAt,
  }));
  const families = (file.tables.families ?? []).map((family) => ({
    familyId: String(family.id),
    db: where.placement.get(String(family.id)) ?? where.home,
    createdAt: String(family.created_at),
  }));
  const messages = (file.tables.admin_messages ?? []).map((message) => ({
    id: String(message.id),
    title: String(message.title),
    message: String(message.message),
    createdBy: sql`(SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${message.created_by ?? null})`,
    createdAt: String(message.created_at),
  }));
  return [
    directory.delete(directoryAccounts).where(and(inArray(directoryAccounts.userId, gone), eq(directoryAccounts.db, where.home))),
    directory.delete(directoryFamilies).where(and(inArray(directoryFamilies.familyId, goneFamilies), eq(directoryFamilies.db, where.home))),
    ...chunks(accounts, Math.floor(MAX_BOUND_PARAMETERS / 5)).map((rows) => directory.insert(directoryAccounts).values(rows).onConflictDoNothing()),
    ...chunks(families, Math.floor(MAX_BOUND_PARAMETERS / 3)).map((rows) => directory.insert(directoryFamilies).values(rows).onConflictDoNothing()),
    ...chunks(messages, Math.floor(MAX_BOUND_PARAMETERS / 5)).map((rows) => directory.insert(adminMessages).values(rows).onConflictDoNothing()),
  ] as const;
}
