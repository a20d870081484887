import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { ADMIN_POLL_MS } from "@contract/limits";
import type { ActiveUser, AdminUser, AdminUserPage } from "@contract/schemas/admin";
import { api, apiPage } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { adminKeys } from "../lib/admin-keys";
import { pagedPath } from "../lib/paged-path";

/** The four lists of the same shape: GET /api/admin/users, /today, /no-family, /unverified. */
export type UserListView = "all" | "today" | "no-family" | "unverified";

const listPath = (view: UserListView) => (view === "all" ? "/api/admin/users" : `/api/admin/users/${view}`);

export async function getAdminUsers(view: UserListView, before: string | null, signal?: AbortSignal): Promise<AdminUserPage> {
  const page = await apiPage<AdminUser>(pagedPath(listPath(view), before), { signal });
  return { users: page.rows, nextBefore: page.nextBefore };
}

/**
 * A user list in pages, newest first, as one list of the pages loaded so far: 'Load more' reads the
 * page after the last one's cursor. The poll and an admin change refetch every loaded page, each
 * from the fresh cursor of the one before, so a refetch neither skips nor repeats a user.
 */
export const adminUsersQueryOptions = (view: UserListView) =>
  infiniteQueryOptions({
    queryKey: adminKeys.users(view),
    queryFn: ({ pageParam, signal }) => getAdminUsers(view, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
    select: (data) => data.pages.flatMap((page) => page.users),
    refetchInterval: ADMIN_POLL_MS,
  });

export const useAdminUsers = ({ view }: { view: UserListView }) => useInfiniteQuery(adminUsersQueryOptions(view));

export const getActiveUsers = (signal?: AbortSignal) => api<ActiveUser[]>("/api/admin/users/active", { signal });

export const activeUsersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.users("active"), queryFn: ({ signal }) => getActiveUsers(signal), refetchInterval: ADMIN_POLL_MS });

export const useActiveUsers = ({ queryConfig }: { queryConfig?: QueryConfig<typeof activeUsersQueryOptions> } = {}) =>
  useQuery({ ...activeUsersQueryOptions(), ...queryConfig });
