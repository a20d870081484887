import type { AdminTicket, TicketStatusBody } from "@contract/schemas/admin";
import type { TicketStatus } from "@contract/schemas/support";
import { patch, segment } from "@web/lib/changes/define-change";
import { enAdminSupport as t } from "@web/i18n/en/admin-support";
import { adminChange } from "../lib/admin-change";

/** Any of the three statuses, from any other. */
const setTicketStatus = adminChange({
  request: ({ id, status }: { id: string; status: TicketStatus }) =>
    patch<AdminTicket>(`/api/admin/support/tickets/${segment(id)}`, { status } satisfies TicketStatusBody),
  success: { title: t.statusUpdated },
  failure: { title: t.statusFailed },
});
export default setTicketStatus;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "admin/set-ticket-status": typeof setTicketStatus;
  }
}
