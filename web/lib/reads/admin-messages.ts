import { queryOptions } from "@tanstack/react-query";
import type { UserAdminMessage } from "@contract/schemas/admin-messages";
import { api } from "../api-client";
import { resourceKeys } from "../resource-keys";

/**
 * The signed-in user's messages from the administrators, read by the header (its unread dot) and by
 * the support page. The user's own, not the family's: the key holds nothing but its root.
 */
export const adminMessagesQueryKey = resourceKeys.adminMessages;

/** A failed read yields an empty list rather than an error: the messages only drive the header's dot. */
async function getAdminMessages(signal?: AbortSignal): Promise<UserAdminMessage[]> {
  try {
    return await api<UserAdminMessage[]>("/api/admin-messages", { signal });
  } catch {
    return [];
  }
}

export function adminMessagesQueryOptions() {
  return queryOptions({
    queryKey: adminMessagesQueryKey,
    queryFn: ({ signal }) => getAdminMessages(signal),
  });
}

export function hasUnread(messages: readonly UserAdminMessage[] | undefined): boolean {
  return (messages ?? []).some((message) => !message.isRead);
}
