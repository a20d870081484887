import { queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { ADMIN_POLL_MS } from "@contract/limits";
import type { ActiveUser, AdminUser, AdminUserPage } from "@contract/schemas/admin";
import { api, apiPage } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { adminKeys } from "../lib/admin-keys";
import { adminPagesQueryOptions } from "../lib/admin-pages";
import { pagedPath } from "../lib/paged-path";

/** The four lists of the same shape: GET /api/admin/users, /today, /no-family, /unverified. */
export type UserListView = "all" | "today" | "no-family" | "unverified";

const listPath = (view: UserListView) => (view === "all" ? "/api/admin/users" : `/api/admin/users/${view}`);

export async function getAdminUsers(view: UserListView, before: string | null, signal?: AbortSignal): Promise<AdminUserPage> {
  const page = await apiPage<AdminUser>(pagedPath(listPath(view), before), { signal });
  return { users: page.rows, nextBefore: page.nextBefore };
}

/** A user list in pages, newest first, polled every minute. */
export const adminUsersQueryOptions = (view: UserListView) =>
  adminPagesQueryOptions(
    adminKeys.users(view),
    (before, signal) => getAdminUsers(view, before, signal),
    (page) => page.users,
  );

export const useAdminUsers = ({ view }: { view: UserListView }) => useInfiniteQuery(adminUsersQueryOptions(view));

export const getActiveUsers = (signal?: AbortSignal) => api<ActiveUser[]>("/api/admin/users/active", { signal });

export const activeUsersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.users("active"), queryFn: ({ signal }) => getActiveUsers(signal), refetchInterval: ADMIN_POLL_MS });

export const useActiveUsers = ({ queryConfig }: { queryConfig?: QueryConfig<typeof activeUsersQueryOptions> } = {}) =>
  useQuery({ ...activeUsersQueryOptions(), ...queryConfig });
