import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SupportTicket, SupportTicketsList, SupportTicketsPage } from "@contract/schemas/support";
import { apiPage } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { resourceKeys } from "@web/lib/resource-keys";

/** The user's own tickets, not the family's: the key holds nothing but its root. */
export const supportTicketsQueryKey = resourceKeys.supportTickets;

/** Every open ticket of the user, the first page of closed ones, their count and the next page's cursor. */
export async function getSupportTickets(signal?: AbortSignal): Promise<SupportTicketsList> {
  const page = await apiPage<SupportTicket>("/api/support/tickets", { signal });
  return { tickets: page.rows, closedCount: page.historyCount ?? 0, nextBefore: page.nextBefore };
}

/** The closed tickets after `before`, a page at a time ('Vís fleiri'). */
export async function getClosedSupportTickets(before: string, signal?: AbortSignal): Promise<SupportTicketsPage> {
  const page = await apiPage<SupportTicket>(`/api/support/tickets?${new URLSearchParams({ before })}`, { signal });
  return { tickets: page.rows, nextBefore: page.nextBefore };
}

/** Under the list's key, so whatever refetches the list refetches the older pages too. */
export const closedSupportTicketsQueryKey = [...supportTicketsQueryKey, "closed"] as const;

export function supportTicketsQueryOptions() {
  return queryOptions({
    queryKey: supportTicketsQueryKey,
    queryFn: ({ signal }) => getSupportTickets(signal),
  });
}

export function useSupportTickets({ queryConfig }: { queryConfig?: QueryConfig<typeof supportTicketsQueryOptions> } = {}) {
  return useQuery({ ...supportTicketsQueryOptions(), ...queryConfig });
}
