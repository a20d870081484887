import { useQuery } from "@tanstack/react-query";
import { ADMIN_POLL_MS, ADMIN_SHOPPING_POLL_MS } from "@contract/limits";
import type { LoginHour, PasswordResetRecord, ShoppingDay, ShoppingWeek } from "@contract/schemas/admin";
import { api } from "@web/lib/api-client";
import { adminKeys } from "../lib/admin-keys";

/** Under the admin root key, so every admin change refetches them with the rest. */
const analyticsKey = (name: string) => [...adminKeys.root, "analytics", name] as const;

export const getLoginAnalytics = (signal?: AbortSignal) => api<LoginHour[]>("/api/admin/login-analytics", { signal });

export const useLoginAnalytics = () =>
  useQuery({ queryKey: analyticsKey("logins"), queryFn: ({ signal }) => getLoginAnalytics(signal), refetchInterval: ADMIN_POLL_MS });

/** A failed read is an empty list (the card then says there are none), as the panel has always shown it. */
export const getPasswordResets = (signal?: AbortSignal) =>
  api<PasswordResetRecord[]>("/api/admin/password-resets", { signal }).catch((): PasswordResetRecord[] => []);

export const usePasswordResets = () =>
  useQuery({ queryKey: analyticsKey("password-resets"), queryFn: ({ signal }) => getPasswordResets(signal), refetchInterval: ADMIN_POLL_MS });

export const getShoppingDaily = (signal?: AbortSignal) => api<ShoppingDay[]>("/api/admin/shopping/daily", { signal });
export const getShoppingWeekly = (signal?: AbortSignal) => api<ShoppingWeek[]>("/api/admin/shopping/weekly", { signal });

export const useShoppingDaily = (enabled: boolean) =>
  useQuery({ queryKey: analyticsKey("shopping-daily"), queryFn: ({ signal }) => getShoppingDaily(signal), refetchInterval: ADMIN_SHOPPING_POLL_MS, enabled });

export const useShoppingWeekly = (enabled: boolean) =>
  useQuery({ queryKey: analyticsKey("shopping-weekly"), queryFn: ({ signal }) => getShoppingWeekly(signal), refetchInterval: ADMIN_SHOPPING_POLL_MS, enabled });
