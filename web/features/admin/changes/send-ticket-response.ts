import type { AdminTicketResponseBody } from "@contract/schemas/admin";
import type { TicketResponse } from "@contract/schemas/support";
import { post, segment } from "@web/lib/changes/define-change";
import { enAdminSupport as t } from "@web/i18n/en/admin-support";
import { adminChange } from "../lib/admin-change";

/**
 * The administrators' own reply route: any ticket not closed, the owner told by mail and push. A
 * refusal (not found, closed, blank) shows the server's English text under the title.
 */
const sendTicketResponse = adminChange({
  request: ({ id, message }: { id: string; message: string }) =>
    post<TicketResponse>(`/api/admin/support/tickets/${segment(id)}/responses`, { message } satisfies AdminTicketResponseBody),
  success: { title: t.responseSent, description: t.responseSentText },
  failure: { title: t.responseFailed },
});
export default sendTicketResponse;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "admin/send-ticket-response": typeof sendTicketResponse;
  }
}
