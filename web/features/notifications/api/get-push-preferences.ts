import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PushPreferences } from "@contract/schemas/push";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";

/**
 * The signed-in person's own choices (the same on every device). Not family data: no live message
 * and no other change touches it, so its key stays out of resourceKeys' refresh rule and live map.
 */
export const pushPreferencesQueryKey = ["push-preferences"] as const;

export function getPushPreferences(signal?: AbortSignal): Promise<PushPreferences> {
  return api<PushPreferences>("/api/push/preferences", { signal });
}

export function pushPreferencesQueryOptions() {
  return queryOptions({ queryKey: pushPreferencesQueryKey, queryFn: ({ signal }) => getPushPreferences(signal) });
}

export function usePushPreferences({ queryConfig }: { queryConfig?: QueryConfig<typeof pushPreferencesQueryOptions> } = {}) {
  return useQuery({ ...pushPreferencesQueryOptions(), ...queryConfig });
}
