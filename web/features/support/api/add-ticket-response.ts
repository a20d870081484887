import type { TicketResponse } from "@contract/schemas/support";
import { api } from "@web/lib/api-client";
import { useFamilyMutation } from "@web/lib/use-family-mutation";
import { foSupport } from "@web/i18n/fo/support";
import { supportTicketsQueryKey } from "./get-support-tickets";

export interface NewResponse {
  ticketId: string;
  message: string;
}

export function addTicketResponse({ ticketId, message }: NewResponse): Promise<TicketResponse> {
  return api<TicketResponse>(`/api/support/tickets/${encodeURIComponent(ticketId)}/responses`, { method: "POST", body: { message } });
}

export function useAddTicketResponse() {
  return useFamilyMutation({
    liveType: "admin_messages_updated",
    mutationFn: addTicketResponse,
    invalidates: [supportTicketsQueryKey],
    successToast: { title: foSupport.responseSent },
    errorToast: { title: foSupport.errorTitle, description: foSupport.responseError },
  });
}
