import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_POLL_MS } from "@contract/limits";
import type { ActiveUser, AdminUser } from "@contract/schemas/admin";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { adminKeys } from "../lib/admin-keys";

/** The four lists of the same shape: GET /api/admin/users, /today, /no-family, /unverified. */
export type UserListView = "all" | "today" | "no-family" | "unverified";

const listPath = (view: UserListView) => (view === "all" ? "/api/admin/users" : `/api/admin/users/${view}`);

export const getAdminUsers = (view: UserListView, signal?: AbortSignal) => api<AdminUser[]>(listPath(view), { signal });

export const adminUsersQueryOptions = (view: UserListView) =>
  queryOptions({ queryKey: adminKeys.users(view), queryFn: ({ signal }) => getAdminUsers(view, signal), refetchInterval: ADMIN_POLL_MS });

export const useAdminUsers = ({ view, queryConfig }: { view: UserListView; queryConfig?: QueryConfig<typeof adminUsersQueryOptions> }) =>
  useQuery({ ...adminUsersQueryOptions(view), ...queryConfig });

export const getActiveUsers = (signal?: AbortSignal) => api<ActiveUser[]>("/api/admin/users/active", { signal });

export const activeUsersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.users("active"), queryFn: ({ signal }) => getActiveUsers(signal), refetchInterval: ADMIN_POLL_MS });

export const useActiveUsers = ({ queryConfig }: { queryConfig?: QueryConfig<typeof activeUsersQueryOptions> } = {}) =>
  useQuery({ ...activeUsersQueryOptions(), ...queryConfig });
