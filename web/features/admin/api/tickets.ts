import { useInfiniteQuery } from "@tanstack/react-query";
import type { AdminTicket, AdminTicketPage } from "@contract/schemas/admin";
import type { TicketResponse, TicketStatus } from "@contract/schemas/support";
import { enAdminSupport as t } from "@web/i18n/en/admin-support";
import { api, apiPage } from "@web/lib/api-client";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { adminKeys } from "../lib/admin-keys";
import { adminPagesQueryOptions } from "../lib/admin-pages";
import { pagedPath } from "../lib/paged-path";
import { adminMutationOptions } from "../lib/admin-mutation";

const ticketsKey = [...adminKeys.root, "tickets"] as const;

export async function getAdminTickets(before: string | null, signal?: AbortSignal): Promise<AdminTicketPage> {
  const page = await apiPage<AdminTicket>(pagedPath("/api/admin/support/tickets", before), { signal });
  return { tickets: page.rows, nextBefore: page.nextBefore };
}

/** Every user's tickets in pages, newest first, polled every minute. */
export const adminTicketsQueryOptions = () => adminPagesQueryOptions(ticketsKey, getAdminTickets, (page) => page.tickets);

export const useAdminTickets = () => useInfiniteQuery(adminTicketsQueryOptions());

export const setTicketStatus = ({ id, status }: { id: string; status: TicketStatus }) =>
  api<AdminTicket>(`/api/admin/support/tickets/${encodeURIComponent(id)}`, { method: "PATCH", body: { status } });

/** The administrators' own reply route: any ticket not closed, refusals in English, the owner told by mail and push. */
export const sendTicketResponse = ({ id, message }: { id: string; message: string }) =>
  api<TicketResponse>(`/api/admin/support/tickets/${encodeURIComponent(id)}/responses`, { method: "POST", body: { message } });

export const setTicketStatusMutationOptions = adminMutationOptions({
  mutationFn: setTicketStatus,
  success: { title: t.statusUpdated },
  failure: { title: t.statusFailed },
});

/** A refusal (not found, closed, blank) shows the server's English text under the title. */
export const sendTicketResponseMutationOptions = adminMutationOptions({
  mutationFn: sendTicketResponse,
  success: { title: t.responseSent, description: t.responseSentText },
  failure: { title: t.responseFailed },
});

export const useSetTicketStatus = (config?: MutationHookOptions<typeof setTicketStatusMutationOptions>) =>
  useEndpointMutation(setTicketStatusMutationOptions, config);
export const useSendTicketResponse = (config?: MutationHookOptions<typeof sendTicketResponseMutationOptions>) =>
  useEndpointMutation(sendTicketResponseMutationOptions, config);
