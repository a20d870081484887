import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import type { AppPassword } from "@contract/schemas/caldav";

/** The signed-in person's own devices (no family in the key: app passwords belong to the account). */
export const appPasswordsQueryKey = ["app-passwords"] as const;

export function getAppPasswords(signal?: AbortSignal): Promise<AppPassword[]> {
  return api<AppPassword[]>("/api/caldav/app-passwords", { signal });
}

/** Read when the page opens (a device's last use changes as it syncs) and after each change here. */
export function appPasswordsQueryOptions() {
  return queryOptions({ queryKey: appPasswordsQueryKey, queryFn: ({ signal }) => getAppPasswords(signal), staleTime: 0 });
}

export function useAppPasswords({ queryConfig }: { queryConfig?: QueryConfig<typeof appPasswordsQueryOptions> } = {}) {
  return useQuery({ ...appPasswordsQueryOptions(), ...queryConfig });
}
