import { useInfiniteQuery } from "@tanstack/react-query";
import type { AdminTicket, AdminTicketPage } from "@contract/schemas/admin";
import { apiPage } from "@web/lib/api-client";
import { adminKeys } from "../lib/admin-keys";
import { adminPagesQueryOptions } from "../lib/admin-pages";
import { pagedPath } from "../lib/paged-path";

const ticketsKey = [...adminKeys.root, "tickets"] as const;

export async function getAdminTickets(before: string | null, signal?: AbortSignal): Promise<AdminTicketPage> {
  const page = await apiPage<AdminTicket>(pagedPath("/api/admin/support/tickets", before), { signal });
  return { tickets: page.rows, nextBefore: page.nextBefore };
}

/** Every user's tickets in pages, newest first, polled every minute. */
export const adminTicketsQueryOptions = () => adminPagesQueryOptions(ticketsKey, getAdminTickets, (page) => page.tickets);

export const useAdminTickets = () => useInfiniteQuery(adminTicketsQueryOptions());
