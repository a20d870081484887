import { useInfiniteQuery } from "@tanstack/react-query";
import type { AdminMessagePage, AdminMessageStats } from "@contract/schemas/admin";
import type { AdminMessage, CreateAdminMessageBody } from "@contract/schemas/support";
import { enAdminSupport as t } from "@web/i18n/en/admin-support";
import { api, apiPage } from "@web/lib/api-client";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { adminKeys } from "../lib/admin-keys";
import { adminMutationOptions } from "../lib/admin-mutation";
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

export const createAdminMessage = (body: CreateAdminMessageBody) => api<AdminMessage>("/api/admin/messages", { method: "POST", body });
export const deleteAdminMessage = (id: string) => api<null>(`/api/admin/messages/${encodeURIComponent(id)}`, { method: "DELETE" });

export const createAdminMessageMutationOptions = adminMutationOptions({
  mutationFn: createAdminMessage,
  success: { title: t.messageCreated, description: t.messageCreatedText },
  failure: { title: t.createFailed },
});

export const deleteAdminMessageMutationOptions = adminMutationOptions({
  mutationFn: deleteAdminMessage,
  success: { title: t.messageDeleted },
  failure: { title: t.deleteFailed },
});

export const useCreateAdminMessage = (config?: MutationHookOptions<typeof createAdminMessageMutationOptions>) =>
  useEndpointMutation(createAdminMessageMutationOptions, config);
export const useDeleteAdminMessage = (config?: MutationHookOptions<typeof deleteAdminMessageMutationOptions>) =>
  useEndpointMutation(deleteAdminMessageMutationOptions, config);
