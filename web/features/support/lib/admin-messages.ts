import { READ_ADMIN_MESSAGES_SHOWN } from "@contract/limits";
import type { UserAdminMessage } from "@contract/schemas/admin-messages";

/** The list with one message marked read at `readAt` (a message already read keeps its first time, as the server does). */
export function markRead(messages: readonly UserAdminMessage[], id: string, readAt: string): UserAdminMessage[] {
  return messages.map((message) => (message.id === id && !message.isRead ? { ...message, isRead: true, readAt } : message));
}

/**
 * The support page's two groups, from the server's list (newest first): every unread message, and
 * the newest read ones under 'Lisið', at most READ_ADMIN_MESSAGES_SHOWN.
 */
export function groupMessages(messages: readonly UserAdminMessage[]): { unread: UserAdminMessage[]; read: UserAdminMessage[] } {
  return {
    unread: messages.filter((message) => !message.isRead),
    read: messages.filter((message) => message.isRead).slice(0, READ_ADMIN_MESSAGES_SHOWN),
  };
}
