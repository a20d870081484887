import { queryOptions, useQuery } from "@tanstack/react-query";
import { POLL_INTERVAL_MS } from "@contract/limits";
import type { FamilyMember } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import { resourceKeys } from "@web/lib/resource-keys";

export function membersQueryKey(familyId: string) {
  return [...resourceKeys.members, familyId] as const;
}

export function getMembers(familyId: string, signal?: AbortSignal): Promise<FamilyMember[]> {
  return api<FamilyMember[]>(`/api/families/${encodeURIComponent(familyId)}/members`, { signal });
}

export function membersQueryOptions(familyId: string) {
  return queryOptions({
    queryKey: membersQueryKey(familyId),
    queryFn: ({ signal }) => getMembers(familyId, signal),
    refetchInterval: POLL_INTERVAL_MS,
  });
}

export function useMembers(familyId: string) {
  return useQuery(membersQueryOptions(familyId));
}
