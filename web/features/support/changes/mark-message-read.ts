import type { UserAdminMessage } from "@contract/schemas/admin-messages";
import { defineChange, post, segment } from "@web/lib/changes/define-change";
import { adminMessagesQueryKey } from "@web/lib/reads/admin-messages";
import { foSupport } from "@web/i18n/fo/support";
import { markRead } from "../lib/admin-messages";

/**
 * Marks an administrator's message read; waits offline (the server takes it twice without a second
 * effect). The message moves under 'Lisið' and the header's dot goes at once; put back if the server refuses.
 */
const markMessageRead = defineChange({
  offline: true,
  request: ({ id }: { id: string }) => post(`/api/admin-messages/${segment(id)}/read`),
  optimistic: {
    queryKey: () => adminMessagesQueryKey,
    apply: (messages: UserAdminMessage[], { id }) => markRead(messages, id, new Date().toISOString()),
  },
  invalidates: [adminMessagesQueryKey],
  errorToast: { title: foSupport.errorTitle, description: foSupport.markReadError },
});
export default markMessageRead;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "support/mark-message-read": typeof markMessageRead;
  }
}
