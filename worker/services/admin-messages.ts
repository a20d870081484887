import { and, count, desc, eq, sql } from "drizzle-orm";
import { ADMIN_MESSAGE_NOTIFY_CONCURRENCY, ADMIN_MESSAGES_MAX } from "@contract/limits";
import { adminSupportTexts } from "@contract/messages";
import type { AdminMessageStats } from "@contract/schemas/admin";
import type { LiveMessageType } from "@contract/realtime";
import type { UserAdminMessage } from "@contract/schemas/admin-messages";
import type { AdminMessage, CreateAdminMessageBody } from "@contract/schemas/support";
import { adminMessageReads, adminMessages, users } from "../db/schema";
import type { Db } from "../env";
import { newId } from "../lib/crypto";
import { eachLimited } from "../lib/each-limited";
import { HttpError, notFound } from "../lib/http-error";
import { iso } from "../lib/time";
import { type Audit, securityEventQuery } from "./security-log";
import { familiesSignedIn } from "./support";

/** Every administrator message, newest first, with whether this user has read it. */
export async function listForUser(db: Db, userId: string): Promise<UserAdminMessage[]> {
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
    .orderBy(desc(adminMessages.createdAt), desc(adminMessages.id));
  return rows.map((row) => ({ ...row, isRead: row.readAt !== null }));
}

/** Marks a message read for this user; marking it again keeps the first time. True when it was unread. */
export async function markRead(db: Db, userId: string, messageId: string, now = Date.now()): Promise<boolean> {
  const inserted = await db
    .insert(adminMessageReads)
    .select(
      db
        .select({
          messageId: adminMessages.id,
          userId: sql<string>`${userId}`.as("user_id"),
          readAt: sql<string>`${iso(now)}`.as("read_at"),
        })
        .from(adminMessages)
        .where(eq(adminMessages.id, messageId)),
    )
    .onConflictDoNothing()
    .returning({ messageId: adminMessageReads.messageId });
  if (inserted.length > 0) return true;
  const [exists] = await db.select({ id: adminMessages.id }).from(adminMessages).where(eq(adminMessages.id, messageId)).limit(1);
  if (!exists) throw notFound();
  return false;
}

/** Stores an administrator's message to every user. */
export async function createAdminMessage(db: Db, audit: Audit & { actorId: string }, input: CreateAdminMessageBody, now = Date.now()): Promise<AdminMessage> {
  const id = newId();
  const [[row]] = await db.batch([
    db
      .insert(adminMessages)
      .values({ id, title: input.title, message: input.message, createdBy: audit.actorId, createdAt: iso(now) })
      .returning({ id: adminMessages.id, title: adminMessages.title, message: adminMessages.message, createdAt: adminMessages.createdAt }),
    securityEventQuery(db, audit, { kind: "message_broadcast", detail: { messageId: id } }, undefined, now),
  ]);
  return row!;
}

export interface AnnounceDeps {
  db: Db;
  notify: (familyId: string, type: LiveMessageType) => Promise<void>;
}

/**
 * Tells every family's live channel that administrator messages changed, so the header's dot
 * appears without waiting for the 60 s poll. Rooms are told a bounded number at a time; a failed
 * notice costs only that family's wait for the poll.
 */
export async function notifyEveryFamily(deps: AnnounceDeps): Promise<number> {
  const familyIds = await familiesSignedIn(deps.db, Date.now());
  await eachLimited(familyIds, ADMIN_MESSAGE_NOTIFY_CONCURRENCY, (familyId) => deps.notify(familyId, "admin_messages_updated"));
  return familyIds.length;
}

/** A whole percentage, rounded half up; 0 of 0 users is 0 %. */
export function readPercentage(readCount: number, totalUsers: number): number {
  return totalUsers === 0 ? 0 : Math.round((readCount * 100) / totalUsers);
}

/**
 * The panel's list: the newest messages, newest first, each with how many users have read it out
 * of every registered user. Counts only, in one D1 round trip: the read rows are counted off their
 * primary key (message_id first), the users off the smallest index.
 */
export async function listWithReadCounts(db: Db): Promise<AdminMessageStats[]> {
  const [messages, [total]] = await db.batch(messageListReads(db));
  const totalUsers = total?.totalUsers ?? 0;
  return messages.map((row) => ({ ...row, totalUsers, readPercentage: readPercentage(row.readCount, totalUsers) }));
}

/** The list's two statements. Exported for the query-plan test. */
export function messageListReads(db: Db) {
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
      .orderBy(desc(adminMessages.createdAt), desc(adminMessages.id))
      .limit(ADMIN_MESSAGES_MAX),
    db.select({ totalUsers: count() }).from(users),
  ] as const;
}

/** Deletes a message and every user's read mark of it, in one batch. */
export async function deleteAdminMessage(db: Db, messageId: string): Promise<void> {
  const [, deleted] = await db.batch([
    db.delete(adminMessageReads).where(eq(adminMessageReads.messageId, messageId)),
    db.delete(adminMessages).where(eq(adminMessages.id, messageId)).returning({ id: adminMessages.id }),
  ]);
  if (deleted.length === 0) throw new HttpError("not_found", adminSupportTexts.messageNotFound);
}
