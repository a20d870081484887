import type { TicketResponse } from "@contract/schemas/support";
import { api } from "@web/lib/api-client";
import { changeOptions } from "@web/lib/mutation-options";
import { foSupport } from "@web/i18n/fo/support";
import { supportTicketsQueryKey } from "./get-support-tickets";

interface NewResponse {
  ticketId: string;
  message: string;
}

export function addTicketResponse({ ticketId, message }: NewResponse): Promise<TicketResponse> {
  return api<TicketResponse>(`/api/support/tickets/${encodeURIComponent(ticketId)}/responses`, { method: "POST", body: { message } });
}

export const addTicketResponseMutationOptions = changeOptions({
  mutationFn: addTicketResponse,
  invalidates: [supportTicketsQueryKey],
  successToast: { title: foSupport.responseSent },
  errorToast: { title: foSupport.errorTitle, description: foSupport.responseError },
});
