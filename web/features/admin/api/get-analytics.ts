import { queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { ADMIN_POLL_MS, ADMIN_SHOPPING_POLL_MS } from "@contract/limits";
import type { LoginHour, PasswordResetPage, PasswordResetRecord, ShoppingDay, ShoppingWeek } from "@contract/schemas/admin";
import { api, apiPage } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { adminKeys } from "../lib/admin-keys";
import { adminPagesQueryOptions } from "../lib/admin-pages";
import { pagedPath } from "../lib/paged-path";

/** Under the admin root key, so every admin change refetches them with the rest. */
const analyticsKey = (name: string) => [...adminKeys.root, "analytics", name] as const;

export const getLoginAnalytics = (signal?: AbortSignal) => api<LoginHour[]>("/api/admin/login-analytics", { signal });

export const loginAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: analyticsKey("logins"), queryFn: ({ signal }) => getLoginAnalytics(signal), refetchInterval: ADMIN_POLL_MS });

export const useLoginAnalytics = ({ queryConfig }: { queryConfig?: QueryConfig<typeof loginAnalyticsQueryOptions> } = {}) =>
  useQuery({ ...loginAnalyticsQueryOptions(), ...queryConfig });

/**
 * A page of the completed resets. The first page failing is an empty list (the spec): the card then
 * says there are none. A later page failing keeps the pages loaded, with 'Load more' to try again.
 */
export async function getPasswordResets(before: string | null, signal?: AbortSignal): Promise<PasswordResetPage> {
  try {
    const page = await apiPage<PasswordResetRecord>(pagedPath("/api/admin/password-resets", before), { signal });
    return { resets: page.rows, nextBefore: page.nextBefore };
  } catch (error) {
    if (before !== null) throw error;
    return { resets: [], nextBefore: null };
  }
}

export const passwordResetsQueryOptions = () => adminPagesQueryOptions(analyticsKey("password-resets"), getPasswordResets, (page) => page.resets);

export const usePasswordResets = () => useInfiniteQuery(passwordResetsQueryOptions());

export const getShoppingDaily = (signal?: AbortSignal) => api<ShoppingDay[]>("/api/admin/shopping/daily", { signal });
export const getShoppingWeekly = (signal?: AbortSignal) => api<ShoppingWeek[]>("/api/admin/shopping/weekly", { signal });

export const shoppingDailyQueryOptions = () =>
  queryOptions({ queryKey: analyticsKey("shopping-daily"), queryFn: ({ signal }) => getShoppingDaily(signal), refetchInterval: ADMIN_SHOPPING_POLL_MS });

export const shoppingWeeklyQueryOptions = () =>
  queryOptions({ queryKey: analyticsKey("shopping-weekly"), queryFn: ({ signal }) => getShoppingWeekly(signal), refetchInterval: ADMIN_SHOPPING_POLL_MS });

export const useShoppingDaily = ({ queryConfig }: { queryConfig?: QueryConfig<typeof shoppingDailyQueryOptions> } = {}) =>
  useQuery({ ...shoppingDailyQueryOptions(), ...queryConfig });

export const useShoppingWeekly = ({ queryConfig }: { queryConfig?: QueryConfig<typeof shoppingWeeklyQueryOptions> } = {}) =>
  useQuery({ ...shoppingWeeklyQueryOptions(), ...queryConfig });
