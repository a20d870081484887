import { and, desc, eq, sql } from "drizzle-orm";
import type { UserAdminMessage } from "@contract/schemas/admin-messages";
import { adminMessageReads, adminMessages } from "../db/schema";
import type { Db } from "../env";
import { notFound } from "../lib/http-error";
import { iso } from "../lib/time";

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

/** Marks a message read for this user; marking it again keeps the first time. */
export async function markRead(db: Db, userId: string, messageId: string, now = Date.now()): Promise<void> {
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
  if (inserted.length > 0) return;
  const [exists] = await db.select({ id: adminMessages.id }).from(adminMessages).where(eq(adminMessages.id, messageId)).limit(1);
  if (!exists) throw notFound();
}
