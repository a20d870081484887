import { useInfiniteQuery } from "@tanstack/react-query";
import type { AdminMessagePage, AdminMessageStats } from "@contract/schemas/admin";
import { apiPage } from "@web/lib/api-client";
import { adminKeys } from "../lib/admin-keys";
import { adminPagesQueryOptions } from "../lib/admin-pages";
import { pagedPath } from "../lib/paged-path";

const messagesKey = [...adminKeys.root, "messages"] as const;

export async function getAdminMessages(before: string | null, signal?: AbortSignal): Promise<AdminMessagePage> {
  const page = await apiPage<AdminMessageStats>(pagedPath("/api/admin/messages", before), { signal });
  return { messages: page.rows, nextBefore: page.nextBefore };
}

/** The sent messages in pages, newest first, polled every minute. */
export const adminMessagesQueryOptions = () => adminPagesQueryOptions(messagesKey, getAdminMessages, (page) => page.messages);

export const useAdminMessageList = () => useInfiniteQuery(adminMessagesQueryOptions());
