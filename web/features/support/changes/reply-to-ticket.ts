import type { TicketResponse, TicketResponseBody } from "@contract/schemas/support";
import { defineChange, post, segment } from "@web/lib/changes/define-change";
import { foSupport } from "@web/i18n/fo/support";
import { supportTicketsQueryKey } from "../api/get-support-tickets";

/** The user's reply to one of their tickets. */
const replyToTicket = defineChange({
  request: ({ ticketId, message }: { ticketId: string; message: string }) =>
    post<TicketResponse>(`/api/support/tickets/${segment(ticketId)}/responses`, { message } satisfies TicketResponseBody),
  invalidates: [supportTicketsQueryKey],
  successToast: { title: foSupport.responseSent },
  errorToast: { title: foSupport.errorTitle, description: foSupport.responseError },
});
export default replyToTicket;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "support/reply-to-ticket": typeof replyToTicket;
  }
}
