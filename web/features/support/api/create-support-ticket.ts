import { TICKET_PRIORITY } from "@contract/limits";
import type { SupportTicket } from "@contract/schemas/support";
import { api } from "@web/lib/api-client";
import { changeOptions } from "@web/lib/mutation-options";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { foSupport } from "@web/i18n/fo/support";
import { supportTicketsQueryKey } from "./get-support-tickets";

interface NewTicket {
  subject: string;
  description: string;
}

export function createSupportTicket(input: NewTicket): Promise<SupportTicket> {
  return api<SupportTicket>("/api/support/tickets", { method: "POST", body: { ...input, priority: TICKET_PRIORITY } });
}

/** Files a question; the answer goes first in the list (newest first), and only the tickets are refetched. */
export const createSupportTicketMutationOptions = changeOptions({
  liveType: "admin_messages_updated",
  mutationFn: createSupportTicket,
  invalidates: [supportTicketsQueryKey],
  successToast: { title: foSupport.ticketCreatedTitle, description: foSupport.ticketCreated },
  errorToast: { title: foSupport.errorTitle, description: foSupport.ticketCreateError },
});

export const useCreateSupportTicket = (config?: MutationHookOptions<typeof createSupportTicketMutationOptions>) =>
  useEndpointMutation(createSupportTicketMutationOptions, config);
