import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SupportTicket } from "@contract/schemas/support";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { resourceKeys } from "@web/lib/resource-keys";

/** The user's own tickets, not the family's: the key holds nothing but its root. */
export const supportTicketsQueryKey = resourceKeys.supportTickets;

export function getSupportTickets(signal?: AbortSignal): Promise<SupportTicket[]> {
  return api<SupportTicket[]>("/api/support/tickets", { signal });
}

export function supportTicketsQueryOptions() {
  return queryOptions({
    queryKey: supportTicketsQueryKey,
    queryFn: ({ signal }) => getSupportTickets(signal),
  });
}

export function useSupportTickets({ queryConfig }: { queryConfig?: QueryConfig<typeof supportTicketsQueryOptions> } = {}) {
  return useQuery({ ...supportTicketsQueryOptions(), ...queryConfig });
}
