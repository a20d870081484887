import { queryOptions } from "@tanstack/react-query";
import type { FamilyMember } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import { resourceKeys } from "@web/lib/resource-keys";

/**
 * The family's members, read by the family page and by the tasks page's assignee choice: one key
 * and one fetcher, so both share the cache and a member added from either shows in both.
 */
export function membersQueryKey(familyId: string) {
  return [...resourceKeys.members, familyId] as const;
}

function getMembers(familyId: string, signal?: AbortSignal): Promise<FamilyMember[]> {
  return api<FamilyMember[]>(`/api/families/${encodeURIComponent(familyId)}/members`, { signal });
}

export function membersQueryOptions(familyId: string) {
  return queryOptions({
    queryKey: membersQueryKey(familyId),
    queryFn: ({ signal }) => getMembers(familyId, signal),
  });
}
