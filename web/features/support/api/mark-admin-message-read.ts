import type { UserAdminMessage } from "@contract/schemas/admin-messages";
import { api } from "@web/lib/api-client";
import { adminMessagesQueryKey } from "@web/lib/reads/admin-messages";
import { queuedWrite } from "@web/lib/queued-write";
import { foSupport } from "@web/i18n/fo/support";
import { markRead } from "../lib/admin-messages";

export function markAdminMessageRead(id: string): Promise<void> {
  return api<void>(`/api/admin-messages/${encodeURIComponent(id)}/read`, { method: "POST" });
}

/**
 * Queued while offline (the server takes it twice without a second effect): the message moves under
 * 'Lisið' and the header's dot goes at once; put back if the server refuses.
 */
export const markAdminMessageReadMutationOptions = queuedWrite(["admin-messages", "read"], {
  mutationFn: ({ id }: { id: string }) => markAdminMessageRead(id),
  optimistic: {
    queryKey: adminMessagesQueryKey,
    apply: (messages: UserAdminMessage[], { id }) => markRead(messages, id, new Date().toISOString()),
  },
  invalidates: [adminMessagesQueryKey],
  errorToast: { title: foSupport.errorTitle, description: foSupport.markReadError },
});
