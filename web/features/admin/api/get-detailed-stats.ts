import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_POLL_MS } from "@contract/limits";
import type { DetailedStats } from "@contract/schemas/admin";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { adminKeys } from "../lib/admin-keys";

export const getDetailedStats = (signal?: AbortSignal) => api<DetailedStats>("/api/admin/detailed-stats", { signal });

export const detailedStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.detailedStats, queryFn: ({ signal }) => getDetailedStats(signal), refetchInterval: ADMIN_POLL_MS });

export const useDetailedStats = ({ queryConfig }: { queryConfig?: QueryConfig<typeof detailedStatsQueryOptions> } = {}) =>
  useQuery({ ...detailedStatsQueryOptions(), ...queryConfig });
