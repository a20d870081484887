import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChildCard } from "@contract/schemas/helpers";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { resourceKeys } from "@web/lib/resource-keys";

/** The children's cards (one per child that has one), under the members' root like the links (./helper-links.ts): a card's write tells `members_updated`. */
export const childCardsQueryOptions = (familyId: string) =>
  queryOptions({
    queryKey: [...resourceKeys.members, familyId, "child-cards"] as const,
    queryFn: ({ signal }) => api<ChildCard[]>(`/api/families/${encodeURIComponent(familyId)}/child-cards`, { signal }),
  });

export function useChildCards({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof childCardsQueryOptions> }) {
  return useQuery({ ...childCardsQueryOptions(familyId), ...queryConfig });
}
