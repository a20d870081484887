import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { SecurityEventEntry, SecurityEventPage } from "@contract/schemas/security-log";
import type { SecurityEventKind } from "@contract/security-events";
import { apiPage } from "@web/lib/api-client";

export interface SecurityLogFilter {
  kind: SecurityEventKind | "";
  /** A username or an account id; blank for everyone. */
  actor: string;
}

export async function getSecurityEvents(filter: SecurityLogFilter, before: string | null, signal?: AbortSignal): Promise<SecurityEventPage> {
  const search = new URLSearchParams();
  if (filter.kind) search.set("kind", filter.kind);
  if (filter.actor.trim()) search.set("actor", filter.actor.trim());
  if (before) search.set("before", before);
  const query = search.toString();
  const page = await apiPage<SecurityEventEntry>(`/api/admin/system/security-events${query ? `?${query}` : ""}`, { signal });
  return { events: page.rows, nextBefore: page.nextBefore };
}

/**
 * The security log in pages, newest first: each "Load more" reads the page after the last one's
 * cursor. Not polled (a refetch would read every loaded page again); an admin change refetches it
 * with every other admin read, under the same root key.
 */
export const securityEventsQueryOptions = (filter: SecurityLogFilter) =>
  infiniteQueryOptions({
    queryKey: ["admin", "system", "security-events", filter.kind, filter.actor.trim()] as const,
    queryFn: ({ pageParam, signal }) => getSecurityEvents(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
  });

export const useSecurityEvents = ({ filter, enabled }: { filter: SecurityLogFilter; enabled: boolean }) =>
  useInfiniteQuery({ ...securityEventsQueryOptions(filter), enabled });
