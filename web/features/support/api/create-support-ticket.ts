import { TICKET_PRIORITY } from "@contract/limits";
import type { SupportTicket, SupportTicketsList } from "@contract/schemas/support";
import { api } from "@web/lib/api-client";
import { queuedWrite } from "@web/lib/queued-write";
import { foSupport } from "@web/i18n/fo/support";
import { pendingTicket, withTicket, type NewTicket } from "../lib/tickets-cache";
import { supportTicketsQueryKey } from "./get-support-tickets";

export function createSupportTicket(input: NewTicket): Promise<SupportTicket> {
  return api<SupportTicket>("/api/support/tickets", { method: "POST", body: { ...input, priority: TICKET_PRIORITY } });
}

/** Files a question, queued while offline: it goes first in the list (newest first) at once, and only the tickets are refetched. */
export const createSupportTicketMutationOptions = queuedWrite(["support-tickets", "create"], {
  mutationFn: createSupportTicket,
  optimistic: {
    queryKey: supportTicketsQueryKey,
    apply: (list: SupportTicketsList, ticket) => ({ ...list, tickets: withTicket(list.tickets, pendingTicket(ticket, new Date().toISOString())) }),
  },
  invalidates: [supportTicketsQueryKey],
  successToast: { title: foSupport.ticketCreatedTitle, description: foSupport.ticketCreated },
  errorToast: { title: foSupport.errorTitle, description: foSupport.ticketCreateError },
});
