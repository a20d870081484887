import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_POLL_MS } from "@contract/limits";
import { adminSupportTexts } from "@contract/messages";
import type { AdminTicket } from "@contract/schemas/admin";
import type { TicketResponse, TicketStatus } from "@contract/schemas/support";
import { enAdminSupport as t } from "@web/i18n/en/admin-support";
import { api, type ApiError, type ApiErrorCode } from "@web/lib/api-client";
import { adminKeys } from "../lib/admin-keys";
import { useAdminMutation } from "../lib/use-admin-mutation";

const ticketsKey = [...adminKeys.root, "tickets"] as const;

export const getAdminTickets = (signal?: AbortSignal) => api<AdminTicket[]>("/api/admin/support/tickets", { signal });

export const adminTicketsQueryOptions = () =>
  queryOptions({ queryKey: ticketsKey, queryFn: ({ signal }) => getAdminTickets(signal), refetchInterval: ADMIN_POLL_MS });

export const useAdminTickets = () => useQuery(adminTicketsQueryOptions());

export const setTicketStatus = ({ id, status }: { id: string; status: TicketStatus }) =>
  api<AdminTicket>(`/api/admin/support/tickets/${encodeURIComponent(id)}`, { method: "PATCH", body: { status } });

/** The administrator answers through the users' own route, which lets an administrator answer any ticket and mails the owner. */
export const sendTicketResponse = ({ id, message }: { id: string; message: string }) =>
  api<TicketResponse>(`/api/support/tickets/${encodeURIComponent(id)}/responses`, { method: "POST", body: { message } });

/**
 * The reply route is the families' own and refuses in Faroese; the panel names its refusals in
 * English by their code. Any other failure shows the title alone.
 */
const replyRefusals: Partial<Record<ApiErrorCode, string>> = {
  not_found: adminSupportTexts.ticketNotFound,
  conflict: t.replyClosed,
  invalid_body: t.replyRequired,
};

export const ticketResponseReason = (error: ApiError): string | null => replyRefusals[error.code] ?? null;

export const useSetTicketStatus = () =>
  useAdminMutation({ mutationFn: setTicketStatus, success: { title: t.statusUpdated }, failure: { title: t.statusFailed } });

export const useSendTicketResponse = () =>
  useAdminMutation({
    mutationFn: sendTicketResponse,
    success: { title: t.responseSent, description: t.responseSentText },
    failure: { title: t.responseFailed },
    reason: ticketResponseReason,
  });
