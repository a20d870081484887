import type { UserAdminMessage } from "@contract/schemas/admin-messages";
import { api } from "@web/lib/api-client";
import { changeOptions } from "@web/lib/mutation-options";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { adminMessagesQueryKey } from "@web/lib/reads/admin-messages";
import { foSupport } from "@web/i18n/fo/support";
import { markRead } from "../lib/admin-messages";

export function markAdminMessageRead(id: string): Promise<void> {
  return api<void>(`/api/admin-messages/${encodeURIComponent(id)}/read`, { method: "POST" });
}

/** The message moves under 'Lisið' and the header's dot goes at once; put back if the server refuses. */
export const markAdminMessageReadMutationOptions = changeOptions({
  liveType: "admin_messages_updated",
  mutationFn: markAdminMessageRead,
  optimistic: {
    queryKey: adminMessagesQueryKey,
    apply: (messages: UserAdminMessage[], id: string) => markRead(messages, id, new Date().toISOString()),
  },
  invalidates: [adminMessagesQueryKey],
  errorToast: { title: foSupport.errorTitle, description: foSupport.markReadError },
});

export const useMarkAdminMessageRead = (config?: MutationHookOptions<typeof markAdminMessageReadMutationOptions>) =>
  useEndpointMutation(markAdminMessageReadMutationOptions, config);
