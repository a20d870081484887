import type { UserAdminMessage } from "@contract/schemas/admin-messages";
import { api } from "@web/lib/api-client";
import { resourceKeys } from "@web/lib/resource-keys";
import { useFamilyMutation } from "@web/lib/use-family-mutation";
import { foSupport } from "@web/i18n/fo/support";
import { markRead } from "../lib/admin-messages";

export function markAdminMessageRead(id: string): Promise<void> {
  return api<void>(`/api/admin-messages/${encodeURIComponent(id)}/read`, { method: "POST" });
}

/** The message moves under 'Lisið' and the header's dot goes at once; put back if the server refuses. */
export function useMarkAdminMessageRead() {
  return useFamilyMutation({
    liveType: "admin_messages_updated",
    mutationFn: markAdminMessageRead,
    optimistic: {
      queryKey: resourceKeys.adminMessages,
      apply: (messages: UserAdminMessage[], id: string) => markRead(messages, id, new Date().toISOString()),
    },
    invalidates: [resourceKeys.adminMessages],
    errorToast: { title: foSupport.errorTitle, description: foSupport.markReadError },
  });
}
