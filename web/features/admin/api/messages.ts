import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_POLL_MS } from "@contract/limits";
import type { AdminMessageStats } from "@contract/schemas/admin";
import type { AdminMessage, CreateAdminMessageBody } from "@contract/schemas/support";
import { enAdminSupport as t } from "@web/i18n/en/admin-support";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { adminKeys } from "../lib/admin-keys";
import { useAdminMutation } from "../lib/use-admin-mutation";

const messagesKey = [...adminKeys.root, "messages"] as const;

export const getAdminMessages = (signal?: AbortSignal) => api<AdminMessageStats[]>("/api/admin/messages", { signal });

export const adminMessagesQueryOptions = () =>
  queryOptions({ queryKey: messagesKey, queryFn: ({ signal }) => getAdminMessages(signal), refetchInterval: ADMIN_POLL_MS });

export const useAdminMessageList = ({ queryConfig }: { queryConfig?: QueryConfig<typeof adminMessagesQueryOptions> } = {}) =>
  useQuery({ ...adminMessagesQueryOptions(), ...queryConfig });

export const createAdminMessage = (body: CreateAdminMessageBody) => api<AdminMessage>("/api/admin/messages", { method: "POST", body });
export const deleteAdminMessage = (id: string) => api<null>(`/api/admin/messages/${encodeURIComponent(id)}`, { method: "DELETE" });

export const useCreateAdminMessage = () =>
  useAdminMutation({
    mutationFn: createAdminMessage,
    success: { title: t.messageCreated, description: t.messageCreatedText },
    failure: { title: t.createFailed },
  });

export const useDeleteAdminMessage = () =>
  useAdminMutation({ mutationFn: deleteAdminMessage, success: { title: t.messageDeleted }, failure: { title: t.deleteFailed } });
