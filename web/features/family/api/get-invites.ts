import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OpenInvite } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";

export function invitesQueryKey(familyId: string) {
  return ["invites", familyId] as const;
}

export function getInvites(familyId: string, signal?: AbortSignal): Promise<OpenInvite[]> {
  return api<OpenInvite[]>(`/api/families/${encodeURIComponent(familyId)}/invites`, { signal });
}

/** Read when the family page opens and after an invite is made or revoked; no live message names invites. */
export function invitesQueryOptions(familyId: string) {
  return queryOptions({ queryKey: invitesQueryKey(familyId), queryFn: ({ signal }) => getInvites(familyId, signal) });
}

export function useInvites({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof invitesQueryOptions> }) {
  return useQuery({ ...invitesQueryOptions(familyId), ...queryConfig });
}
