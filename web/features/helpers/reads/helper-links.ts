import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HelperLink } from "@contract/schemas/helpers";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { resourceKeys } from "@web/lib/resource-keys";

/**
 * The family's helpers' links with their devices. The key sits under the members' root on purpose:
 * every write to links, devices and cards tells `members_updated` (a helper is a member), and the
 * live map already refetches `members` for it, so the page follows a waiting device without a new
 * live type or row in web/lib/resource-keys.ts (docs/features/helpers.md "The parents' page").
 */
export const helperLinksQueryOptions = (familyId: string) =>
  queryOptions({
    queryKey: [...resourceKeys.members, familyId, "helpers"] as const,
    queryFn: ({ signal }) => api<HelperLink[]>(`/api/families/${encodeURIComponent(familyId)}/helpers`, { signal }),
  });

export function useHelperLinks({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof helperLinksQueryOptions> }) {
  return useQuery({ ...helperLinksQueryOptions(familyId), ...queryConfig });
}
