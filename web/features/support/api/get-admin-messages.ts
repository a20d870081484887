import { queryOptions, useQuery } from "@tanstack/react-query";
import { POLL_INTERVAL_MS } from "@contract/limits";
import type { UserAdminMessage as AdminMessage } from "@contract/schemas/admin-messages";
import { api } from "@web/lib/api-client";
import { resourceKeys } from "@web/lib/resource-keys";

/** The user's own messages, not the family's: the key holds nothing but its root. */
const adminMessagesQueryKey = resourceKeys.adminMessages;

/** A failed read yields an empty list rather than an error: the messages only drive the header's dot. */
export async function getAdminMessages(signal?: AbortSignal): Promise<AdminMessage[]> {
  try {
    return await api<AdminMessage[]>("/api/admin-messages", { signal });
  } catch {
    return [];
  }
}

export function adminMessagesQueryOptions(signedIn: boolean) {
  return queryOptions({
    queryKey: adminMessagesQueryKey,
    queryFn: ({ signal }) => getAdminMessages(signal),
    enabled: signedIn,
    refetchInterval: POLL_INTERVAL_MS,
  });
}

export function useAdminMessages(signedIn: boolean) {
  return useQuery(adminMessagesQueryOptions(signedIn));
}

export function hasUnread(messages: readonly AdminMessage[] | undefined): boolean {
  return (messages ?? []).some((message) => !message.isRead);
}
