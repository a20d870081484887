import { and, asc, count, desc, eq, exists, gt, sql } from "drizzle-orm";
import { USER_MESSAGES_PAGE } from "@contract/limits";
import { adminSupportTexts } from "@contract/messages";
import type { AdminMessagePage } from "@contract/schemas/admin";
import type { UserAdminMessagePage } from "@contract/schemas/admin-messages";
import { pageOf } from "@contract/paging";
import type { AdminMessage, CreateAdminMessageBody } from "@contract/schemas/support";
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

/** Stores an administrator's message to every user; every family is told and every subscribed phone pushed. */
export async function createAdminMessage(
  db: Db,
  audit: Audit & { actorId: string },
  input: CreateAdminMessageBody,
  now = Date.now(),
): Promise<Outcome<AdminMessage>> {
  const id = newId();
  const [[row]] = await db.batch([
    db
      .insert(adminMessages)
      .values({ id, title: input.title, message: input.message, createdBy: audit.actorId, createdAt: iso(now) })
      .returning({ id: adminMessages.id, title: adminMessages.title, message: adminMessages.message, createdAt: adminMessages.createdAt }),
    securityEventQuery(db, audit, { kind: "message_broadcast", detail: { messageId: id } }, undefined, now),
  ]);
  const message = row!;
  return outcome(201, message, { kind: "tell-everyone" }, { kind: "push", what: "admin-message push", send: (deps) => noticeAdminMessage(deps, message) });
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
 * every registered user, and the next page's cursor. Counts only, in one D1 round trip: the read
 * rows are counted off their primary key (message_id first), the users off the smallest index.
 */
export async function listWithReadCounts(db: Db, before?: string): Promise<AdminMessagePage> {
  const [read, [total]] = await db.batch(messageListReads(db, before));
  const { rows, nextBefore } = adminPageOf(read);
  const totalUsers = total?.totalUsers ?? 0;
  return { messages: rows.map((row) => ({ ...row, totalUsers, readPercentage: readPercentage(row.readCount, totalUsers) })), nextBefore };
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

/** Deletes a message and every user's read mark of it, in one batch; every family is told. */
export async function deleteAdminMessage(db: Db, messageId: string): Promise<Outcome<undefined>> {
  const [, deleted] = await db.batch([
    db.delete(adminMessageReads).where(eq(adminMessageReads.messageId, messageId)),
    db.delete(adminMessages).where(eq(adminMessages.id, messageId)).returning({ id: adminMessages.id }),
  ]);
  if (deleted.length === 0) throw new HttpError("not_found", adminSupportTexts.messageNotFound);
  return outcome(204, undefined, { kind: "tell-everyone" });
}
