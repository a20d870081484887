import { and, asc, count, desc, eq, exists, gt, inArray, sql } from "drizzle-orm";
import { USER_MESSAGES_PAGE } from "@contract/limits";
import { adminSupportTexts, adminSystemTexts } from "@contract/messages";
import type { AdminMessagePage, CreatedAdminMessage } from "@contract/schemas/admin";
import type { UserAdminMessagePage } from "@contract/schemas/admin-messages";
import { pageOf } from "@contract/paging";
import type { CreateAdminMessageBody } from "@contract/schemas/support";
import { adminMessageReads, adminMessages, families, sessions, users } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { fullRow } from "@worker/lib/full-row";
import { newId } from "@worker/lib/crypto";
import { HttpError, notFound } from "@worker/lib/http-error";
import { olderThan } from "@worker/lib/history-page";
import { iso } from "@worker/lib/time";
import { ADMIN_PAGE_READ, adminPageOf } from "./paging";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import { noticeAdminMessage } from "@worker/services/push/notices";
import { type Audit, securityEventQuery } from "@worker/services/security-log";
import { type NamedDb, readEvery, withUnavailable } from "./across-databases";

/**
 * The administrators' messages, newest first, with whether this user has read each: a page of
 * `USER_MESSAGES_PAGE` off the messages' (created_at, id) index, after `before` when given.
 */
export async function listForUser(db: Db, userId: string, before?: string): Promise<UserAdminMessagePage> {
  const rows = await db
    .select({
      id: adminMessages.id,
      title: adminMessages.title,
      message: adminMessages.message,
      createdAt: adminMessages.createdAt,
      readAt: adminMessageReads.readAt,
    })
    .from(adminMessages)
    .leftJoin(adminMessageReads, and(eq(adminMessageReads.messageId, adminMessages.id), eq(adminMessageReads.userId, userId)))
    .where(olderThan(adminMessages.createdAt, adminMessages.id, before))
    .orderBy(desc(adminMessages.createdAt), desc(adminMessages.id))
    .limit(USER_MESSAGES_PAGE + 1);
  const page = pageOf(rows, USER_MESSAGES_PAGE, (row) => ({ at: row.createdAt, id: row.id }));
  return { messages: page.rows.map((row) => ({ ...row, isRead: row.readAt !== null })), nextBefore: page.nextBefore };
}

/**
 * Marks a message read for this user; marking it again keeps the first time. A message that was
 * unread tells the user's family: the user's other phones clear their dot too (the family's other
 * members refetch a list that did not change for them).
 */
export async function markRead(db: Db, reader: { userId: string; familyId: string | null }, messageId: string, now = Date.now()): Promise<Outcome<undefined>> {
  const { userId } = reader;
  const inserted = await db
    .insert(adminMessageReads)
    .select(
      db
        .select(fullRow(adminMessageReads, { messageId: adminMessages.id, userId, readAt: iso(now) }))
        .from(adminMessages)
        .where(eq(adminMessages.id, messageId)),
    )
    .onConflictDoNothing()
    .returning({ messageId: adminMessageReads.messageId });
  if (inserted.length > 0) return outcome(204, undefined, tell(reader.familyId, "admin_messages_updated"));
  const [exists] = await db.select({ id: adminMessages.id }).from(adminMessages).where(eq(adminMessages.id, messageId)).limit(1);
  if (!exists) throw notFound();
  return outcome(204, undefined);
}

/**
 * Stores an administrator's message to every user; every family is told and every subscribed phone
 * pushed. The directory holds the panel's list (with the message_broadcast event); each family
 * database gets a copy under the same id, one batch each, so a phone's read of its messages stays in
 * its own database. A copy has no author: the administrator's account is in another database.
 */
export async function createAdminMessage(
  directory: Db,
  familyDatabases: readonly NamedDb[],
  audit: Audit & { actorId: string },
  input: CreateAdminMessageBody,
  now = Date.now(),
): Promise<Outcome<CreatedAdminMessage>> {
  const id = newId();
  const row = { id, title: input.title, message: input.message, createdAt: iso(now) };
  const [[stored]] = await directory.batch([
    directory
      .insert(adminMessages)
      // The author's account is in a family database; the directory names it only if it holds it.
      .values({ ...row, createdBy: sql`(SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${audit.actorId})` })
      .returning({ id: adminMessages.id, title: adminMessages.title, message: adminMessages.message, createdAt: adminMessages.createdAt }),
    securityEventQuery(directory, audit, { kind: "message_broadcast", detail: { messageId: id } }, undefined, now),
  ]);
  const { unavailable } = await readEvery(familyDatabases, (db) => db.batch([db.insert(adminMessages).values(row).onConflictDoNothing()]));
  const message = stored!;
  return outcome(
    201,
    withUnavailable(message, unavailable),
    { kind: "tell-everyone" },
    {
      kind: "push",
      what: "admin-message push",
      send: (deps) => noticeAdminMessage(deps, message),
    },
  );
}

/**
 * One page of the families with someone signed in at `asOf` (a session not yet expired), by id
 * after the cursor: what the broadcast of an administrators' change walks through, a page per
 * queue message (worker/fanout/consumer.ts), so no invocation reads every family.
 */
export async function signedInFamiliesPage(db: Db, asOf: number, after: string, limit: number): Promise<string[]> {
  const signedIn = db
    .select({ one: sql`1` })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(and(eq(users.familyId, families.id), gt(sessions.expiresAt, iso(asOf))));
  const rows = await db
    .select({ id: families.id })
    .from(families)
    .where(and(gt(families.id, after), exists(signedIn)))
    .orderBy(asc(families.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A whole percentage, rounded half up; 0 of 0 users is 0 %. */
export function readPercentage(readCount: number, totalUsers: number): number {
  return totalUsers === 0 ? 0 : Math.round((readCount * 100) / totalUsers);
}

/**
 * A page of the panel's list, newest first, each message with how many users have read it out of
 * every registered user, and the next page's cursor. The page is the directory's list; the reads
 * and the users are counted in the directory and in every family database (a user reads in their
 * own), counts only: one round trip to each, in parallel, after the directory's page.
 */
export async function listWithReadCounts(directory: Db, familyDatabases: readonly NamedDb[], before?: string): Promise<AdminMessagePage> {
  const [read, [total]] = await directory.batch(messageListReads(directory, before));
  const { rows, nextBefore } = adminPageOf(read);
  const ids = rows.map((row) => row.id);
  const { answers, unavailable } = await readEvery(familyDatabases, (db) => readCountsOf(db, ids));
  const readCount = (id: string) => answers.reduce((sum, answer) => sum + (answer.reads.get(id) ?? 0), 0);
  const totalUsers = answers.reduce((sum, answer) => sum + answer.users, total?.totalUsers ?? 0);
  const messages = rows.map((row) => {
    const count = row.readCount + readCount(row.id);
    return { ...row, readCount: count, totalUsers, readPercentage: readPercentage(count, totalUsers) };
  });
  return { messages, nextBefore, unavailable };
}

/** One family database's read marks of the page's messages (off the marks' primary key) and its user count, in one batch. */
async function readCountsOf(db: Db, messageIds: string[]): Promise<{ reads: Map<string, number>; users: number }> {
  const [reads, [people]] = await db.batch([
    db
      .select({ messageId: adminMessageReads.messageId, count: count() })
      .from(adminMessageReads)
      .where(inArray(adminMessageReads.messageId, messageIds))
      .groupBy(adminMessageReads.messageId),
    db.select({ totalUsers: count() }).from(users),
  ]);
  return { reads: new Map(reads.map((row) => [row.messageId, row.count])), users: people?.totalUsers ?? 0 };
}

/** A page's two statements: the messages in keyset order off admin_messages_created, and the user count. Exported for the query-plan test. */
export function messageListReads(db: Db, before?: string) {
  return [
    db
      .select({
        id: adminMessages.id,
        title: adminMessages.title,
        message: adminMessages.message,
        createdAt: adminMessages.createdAt,
        readCount: sql<number>`(SELECT count(*) FROM ${adminMessageReads} WHERE ${adminMessageReads.messageId} = ${adminMessages.id})`,
      })
      .from(adminMessages)
      .where(olderThan(adminMessages.createdAt, adminMessages.id, before))
      .orderBy(desc(adminMessages.createdAt), desc(adminMessages.id))
      .limit(ADMIN_PAGE_READ),
    db.select({ totalUsers: count() }).from(users),
  ] as const;
}

const deleteMessageQueries = (db: Db, messageId: string) =>
  [
    db.delete(adminMessageReads).where(eq(adminMessageReads.messageId, messageId)),
    db.delete(adminMessages).where(eq(adminMessages.id, messageId)).returning({ id: adminMessages.id }),
  ] as const;

/**
 * Deletes a message and every user's read mark of it, one batch in each database; every family is
 * told. The family databases' copies go first: when one of them does not answer, the directory
 * keeps the message, so the panel still lists it and deleting it again finishes the job (503).
 */
export async function deleteAdminMessage(directory: Db, familyDatabases: readonly NamedDb[], messageId: string): Promise<Outcome<undefined>> {
  const [listed] = await directory.select({ id: adminMessages.id }).from(adminMessages).where(eq(adminMessages.id, messageId)).limit(1);
  if (!listed) throw new HttpError("not_found", adminSupportTexts.messageNotFound);
  const { unavailable } = await readEvery(familyDatabases, (db) => db.batch(deleteMessageQueries(db, messageId)));
  if (unavailable.length > 0) throw new HttpError("unavailable", adminSystemTexts.messageCopyUnavailable(unavailable));
  const [, deleted] = await directory.batch(deleteMessageQueries(directory, messageId));
  if (deleted.length === 0) throw new HttpError("not_found", adminSupportTexts.messageNotFound);
  return outcome(204, undefined, { kind: "tell-everyone" });
}
