import { TICKET_PRIORITY } from "@contract/limits";
import type { CreateTicketBody, SupportTicket, SupportTicketsList } from "@contract/schemas/support";
import { defineChange, post } from "@web/lib/changes/define-change";
import { foSupport } from "@web/i18n/fo/support";
import { supportTicketsQueryKey } from "../api/get-support-tickets";
import { pendingTicket, withTicket, type NewTicket } from "../lib/tickets-cache";

/** Files a question; waits offline. It goes first in the list (newest first) at once, and only the tickets are refetched. */
const createTicket = defineChange({
  offline: true,
  request: (ticket: NewTicket) => post<SupportTicket>("/api/support/tickets", { ...ticket, priority: TICKET_PRIORITY } satisfies CreateTicketBody),
  optimistic: {
    queryKey: () => supportTicketsQueryKey,
    apply: (list: SupportTicketsList, ticket) => ({ ...list, tickets: withTicket(list.tickets, pendingTicket(ticket, new Date().toISOString())) }),
  },
  invalidates: [supportTicketsQueryKey],
  successToast: { title: foSupport.ticketCreatedTitle, description: foSupport.ticketCreated },
  errorToast: { title: foSupport.errorTitle, description: foSupport.ticketCreateError },
});
export default createTicket;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "support/create-ticket": typeof createTicket;
  }
}
