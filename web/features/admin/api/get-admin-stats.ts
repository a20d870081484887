import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_POLL_MS } from "@contract/limits";
import type { AdminStats } from "@contract/schemas/admin";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { adminKeys } from "../lib/admin-keys";

export const getAdminStats = (signal?: AbortSignal) => api<AdminStats>("/api/admin/stats", { signal });

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats, queryFn: ({ signal }) => getAdminStats(signal), refetchInterval: ADMIN_POLL_MS });

export const useAdminStats = ({ queryConfig }: { queryConfig?: QueryConfig<typeof adminStatsQueryOptions> } = {}) =>
  useQuery({ ...adminStatsQueryOptions(), ...queryConfig });
