import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";

/** The server's VAPID public key (base64url): what a subscription is made for. 503 on a server without keys. */
export function getPushPublicKey(signal?: AbortSignal): Promise<string> {
  return api<{ publicKey: string }>("/api/push/public-key", { signal }).then(({ publicKey }) => publicKey);
}

/** Changes only with a new deployment's keys: read once per start. Not family data (see get-push-preferences.ts). */
const pushPublicKeyQueryKey = ["push-public-key"] as const;

export function pushPublicKeyQueryOptions() {
  return queryOptions({ queryKey: pushPublicKeyQueryKey, queryFn: ({ signal }) => getPushPublicKey(signal), staleTime: Number.POSITIVE_INFINITY });
}

export function usePushPublicKey({ queryConfig }: { queryConfig?: QueryConfig<typeof pushPublicKeyQueryOptions> } = {}) {
  return useQuery({ ...pushPublicKeyQueryOptions(), ...queryConfig });
}
