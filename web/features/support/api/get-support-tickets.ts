import { queryOptions, useQuery } from "@tanstack/react-query";
import { POLL_INTERVAL_MS } from "@contract/limits";
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
    refetchInterval: POLL_INTERVAL_MS,
  });
}

export function useSupportTickets({ queryConfig }: { queryConfig?: QueryConfig<typeof supportTicketsQueryOptions> } = {}) {
  return useQuery({ ...supportTicketsQueryOptions(), ...queryConfig });
}
