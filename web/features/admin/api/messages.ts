import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_POLL_MS } from "@contract/limits";
import type { AdminMessageStats } from "@contract/schemas/admin";
import type { AdminMessage, CreateAdminMessageBody } from "@contract/schemas/support";
import { enAdminSupport as t } from "@web/i18n/en/admin-support";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { adminKeys } from "../lib/admin-keys";
import { adminMutationOptions } from "../lib/admin-mutation";

const messagesKey = [...adminKeys.root, "messages"] as const;

export const getAdminMessages = (signal?: AbortSignal) => api<AdminMessageStats[]>("/api/admin/messages", { signal });

export const adminMessagesQueryOptions = () =>
  queryOptions({ queryKey: messagesKey, queryFn: ({ signal }) => getAdminMessages(signal), refetchInterval: ADMIN_POLL_MS });

export const useAdminMessageList = ({ queryConfig }: { queryConfig?: QueryConfig<typeof adminMessagesQueryOptions> } = {}) =>
  useQuery({ ...adminMessagesQueryOptions(), ...queryConfig });

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
