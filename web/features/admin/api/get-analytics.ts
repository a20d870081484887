import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_POLL_MS, ADMIN_SHOPPING_POLL_MS } from "@contract/limits";
import type { LoginHour, PasswordResetRecord, ShoppingDay, ShoppingWeek } from "@contract/schemas/admin";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { adminKeys } from "../lib/admin-keys";

/** Under the admin root key, so every admin change refetches them with the rest. */
const analyticsKey = (name: string) => [...adminKeys.root, "analytics", name] as const;

export const getLoginAnalytics = (signal?: AbortSignal) => api<LoginHour[]>("/api/admin/login-analytics", { signal });

export const loginAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: analyticsKey("logins"), queryFn: ({ signal }) => getLoginAnalytics(signal), refetchInterval: ADMIN_POLL_MS });

export const useLoginAnalytics = ({ queryConfig }: { queryConfig?: QueryConfig<typeof loginAnalyticsQueryOptions> } = {}) =>
  useQuery({ ...loginAnalyticsQueryOptions(), ...queryConfig });

/** A failed read is an empty list: the card then says there are none. */
export const getPasswordResets = (signal?: AbortSignal) =>
  api<PasswordResetRecord[]>("/api/admin/password-resets", { signal }).catch((): PasswordResetRecord[] => []);

export const passwordResetsQueryOptions = () =>
  queryOptions({ queryKey: analyticsKey("password-resets"), queryFn: ({ signal }) => getPasswordResets(signal), refetchInterval: ADMIN_POLL_MS });

export const usePasswordResets = ({ queryConfig }: { queryConfig?: QueryConfig<typeof passwordResetsQueryOptions> } = {}) =>
  useQuery({ ...passwordResetsQueryOptions(), ...queryConfig });

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
