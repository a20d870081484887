import { eq } from "drizzle-orm";
import { adminSupportTexts, adminSystemTexts } from "@contract/messages";
import { databaseNamed, directoryDb, everyDatabase } from "@worker/db/databases";
import { directoryAccounts, directoryFamilies } from "@worker/db/directory-schema";
import { families, supportTickets, users } from "@worker/db/schema";
import type { Bindings, Db } from "@worker/env";
import { fullRow } from "@worker/lib/full-row";
import { HttpError } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import { type NamedDb, readEvery } from "./across-databases";
import { userNotFound } from "./users";

/**
 * Where an admin action on one row runs: the database holding the row (docs/features/several-databases.md
 * "The admin panel across databases"). A user's database is in the directory; a row the directory
 * does not place (made before it, or a ticket, which it never places) is looked for in every database.
 */

/** What a route declares for an action that looks for its row in every database. */
export const rowDatabaseUnavailable = "A database that may hold the row did not answer.";

/**
 * The first database (in `databases`' order, the directory first) that holds the row `find` looks
 * for. None holding it is `notFound`, unless a database did not answer: the row may be there, so 503.
 */
export async function databaseHolding(databases: readonly NamedDb[], find: (db: Db) => Promise<unknown[]>, notFound: () => Error): Promise<Db> {
  const { answers, unavailable } = await readEvery(databases, async (db) => ({ db, found: (await find(db)).length > 0 }));
  const holder = answers.find((answer) => answer.found);
  if (holder) return holder.db;
  if (unavailable.length > 0) throw new HttpError("unavailable", adminSystemTexts.rowDatabaseUnavailable);
  throw notFound();
}

/** The database of a user: the directory's entry, else the database that has the account. */
export async function databaseOfUser(env: Bindings, userId: string): Promise<Db> {
  const [placed] = await directoryDb(env).select({ db: directoryAccounts.db }).from(directoryAccounts).where(eq(directoryAccounts.userId, userId)).limit(1);
  const named = placed && databaseNamed(env, placed.db);
  if (named) return named;
  return databaseHolding(everyDatabase(env), (db) => db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1), userNotFound);
}

/** The database of a support ticket: the one that has it (a ticket is in its owner's database). */
export const databaseOfTicket = (env: Bindings, ticketId: string): Promise<Db> =>
  databaseHolding(
    everyDatabase(env),
    (db) => db.select({ id: supportTickets.id }).from(supportTickets).where(eq(supportTickets.id, ticketId)).limit(1),
    () => new HttpError("not_found", adminSupportTexts.ticketNotFound),
  );

/**
 * After Fix Family: the new family is placed in the directory where its user is (the same
 * database). A user the directory does not place (made before it) leaves the family unplaced too,
 * as their other rows are; nothing is written then.
 */
export async function placeFixedFamily(env: Bindings, userId: string, familyId: string, now = Date.now()): Promise<void> {
  const directory = directoryDb(env);
  await directory.insert(directoryFamilies).select(
    directory
      .select(fullRow(directoryFamilies, { familyId, db: directoryAccounts.db, createdAt: iso(now) }))
      .from(directoryAccounts)
      .where(eq(directoryAccounts.userId, userId)),
  );
}

/**
 * After a user's deletion (their database's batch): their directory entry goes, so the username
 * and address are free again, and so does their family's when the family went with them.
 */
export async function forgetDeletedUser(env: Bindings, db: Db, user: { id: string; familyId: string | null }): Promise<void> {
  const familyGone =
    user.familyId !== null && (await db.select({ id: families.id }).from(families).where(eq(families.id, user.familyId)).limit(1)).length === 0;
  const directory = directoryDb(env);
  await directory.batch([
    directory.delete(directoryAccounts).where(eq(directoryAccounts.userId, user.id)),
    ...(familyGone && user.familyId ? [directory.delete(directoryFamilies).where(eq(directoryFamilies.familyId, user.familyId))] : []),
  ]);
}
