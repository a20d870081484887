import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ShoppingSuggestions } from "@contract/schemas/shopping-insights";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { resourceKeys } from "@web/lib/resource-keys";

/** The family's most bought names (offered while typing) and its usual buys (docs/features/shopping-insights.md). */
export function shoppingSuggestionsQueryKey(familyId: string) {
  return [...resourceKeys.shoppingSuggestions, familyId] as const;
}

function getShoppingSuggestions(familyId: string, signal?: AbortSignal): Promise<ShoppingSuggestions> {
  return api<ShoppingSuggestions>(`/api/families/${encodeURIComponent(familyId)}/shopping-suggestions`, { signal });
}

export function shoppingSuggestionsQueryOptions(familyId: string) {
  return queryOptions({ queryKey: shoppingSuggestionsQueryKey(familyId), queryFn: ({ signal }) => getShoppingSuggestions(familyId, signal) });
}

export function useShoppingSuggestions({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof shoppingSuggestionsQueryOptions> }) {
  return useQuery({ ...shoppingSuggestionsQueryOptions(familyId), ...queryConfig });
}
