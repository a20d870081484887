import { leastFilled } from "@worker/lib/placement";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { directoryAccounts, directoryFamilies } from "@worker/db/schema";
import { type FamilyDatabaseName, familyDatabaseNames, isFamilyDatabaseName } from "@worker/db/databases";
import type { Bindings, Db } from "@worker/env";
import { iso } from "@worker/lib/time";

/** How sign-in and registration compare login names: trimmed, in lower case (as the users table's unique indexes do). */
export const loginKey = (name: string) => name.trim().toLowerCase();

/** The family database of the account with this username or e-mail address, from the directory; undefined when there is none. */
export async function databaseOfLogin(directory: Db, by: "username" | "email", name: string): Promise<FamilyDatabaseName | undefined> {
  const column = by === "username" ? directoryAccounts.usernameKey : directoryAccounts.emailKey;
  const [row] = await directory
    .select({ db: directoryAccounts.db })
    .from(directoryAccounts)
    .where(eq(column, loginKey(name)))
    .limit(1);
  return row && isFamilyDatabaseName(row.db) ? row.db : undefined;
}

/** The family database of an account, from the directory. */
export async function databaseOfAccount(directory: Db, userId: string): Promise<FamilyDatabaseName | undefined> {
  const [row] = await directory.select({ db: directoryAccounts.db }).from(directoryAccounts).where(eq(directoryAccounts.userId, userId)).limit(1);
  return row && isFamilyDatabaseName(row.db) ? row.db : undefined;
}

/** The family database of a family, from the directory. */
export async function databaseOfFamily(directory: Db, familyId: string): Promise<FamilyDatabaseName | undefined> {
  const [row] = await directory.select({ db: directoryFamilies.db }).from(directoryFamilies).where(eq(directoryFamilies.familyId, familyId)).limit(1);
  return row && isFamilyDatabaseName(row.db) ? row.db : undefined;
}

/**
 * The database a new family goes to: of the family databases that take new families, the one with
 * the fewest accounts (the first by name on a tie). `FULL_DATABASES` (a comma-separated list of
 * binding names) closes databases to new families; when every one is listed, the list is ignored
 * rather than registration failing (docs/scale.md "Adding a database").
 */
export async function placeNewFamily(env: Bindings, directory: Db): Promise<FamilyDatabaseName> {
  const open = openFamilyDatabases(env);
  return leastFilled(open, await accountsPerDatabase(directory, open));
}

/** The family databases that take new families (`FULL_DATABASES` closes some; all of them when it names every one). */
export function openFamilyDatabases(env: Bindings): FamilyDatabaseName[] {
  const declared = familyDatabaseNames(env);
  const full = new Set((env.FULL_DATABASES ?? "").split(",").map((name) => name.trim()));
  const open = declared.filter((name) => !full.has(name));
  return open.length > 0 ? open : declared;
}

/** How many accounts the directory places in each of the databases. */
export async function accountsPerDatabase(directory: Db, names: readonly FamilyDatabaseName[]): Promise<Map<string, number>> {
  const rows = await directory
    .select({ db: directoryAccounts.db, accounts: count() })
    .from(directoryAccounts)
    .where(inArray(directoryAccounts.db, [...names]))
    .groupBy(directoryAccounts.db);
  return new Map(rows.map((row) => [row.db, row.accounts]));
}

export interface AccountPlacement {
  userId: string;
  username: string;
  email: string;
  db: FamilyDatabaseName;
  /** A new family made with the account, to be placed with it. */
  newFamilyId?: string;
}

/**
 * The statements claiming an account's login names in the directory, with its new family's
 * placement, for one batch:
 * the directory's unique keys are what decide a username or an address is free across every
 * database. Throws the unique violation when either is taken.
 */
export function accountClaimQueries(directory: Db, account: AccountPlacement, now: number) {
  const claim = directory.insert(directoryAccounts).values({
    userId: account.userId,
    usernameKey: loginKey(account.username),
    emailKey: loginKey(account.email),
    db: account.db,
    createdAt: iso(now),
  });
  return account.newFamilyId ? ([claim, familyPlacement(directory, account.newFamilyId, account.db, now)] as const) : ([claim] as const);
}

/** The claim in its own batch. */
export const claimAccount = (directory: Db, account: AccountPlacement, now: number) => directory.batch(accountClaimQueries(directory, account, now));

/** Records where a family's rows are. */
export const familyPlacement = (directory: Db, familyId: string, db: FamilyDatabaseName, now: number) =>
  directory
    .insert(directoryFamilies)
    .values({ familyId, db, createdAt: iso(now) })
    .onConflictDoNothing();

/** Gives back what claimAccount claimed, when the account's own batch in its database failed. */
export async function releaseAccount(directory: Db, userId: string, familyId?: string): Promise<void> {
  await directory.batch([
    directory.delete(directoryAccounts).where(eq(directoryAccounts.userId, userId)),
    directory.delete(directoryFamilies).where(and(eq(directoryFamilies.familyId, familyId ?? ""), sql`${familyId ?? null} IS NOT NULL`)),
  ]);
}
