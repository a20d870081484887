import { ADMIN_USER_LIST_MAX } from "@contract/limits";
import type { AdminStats } from "@contract/schemas/admin";
import type { UserListView } from "../api/get-admin-users";

/**
 * How many users a list would hold when the server cut it (it answers at most ADMIN_USER_LIST_MAX,
 * newest first), else null. The overview counts count each list's users by the list's own rule,
 * so the panel needs no second count.
 */
export function cutListTotal(view: UserListView, shown: number, stats: AdminStats | undefined): number | null {
  if (!stats || shown < ADMIN_USER_LIST_MAX) return null;
  const totals: Record<UserListView, number> = {
    all: stats.totalUsers,
    today: stats.todayUsers,
    "no-family": stats.usersWithoutFamily,
    unverified: stats.totalUsers - stats.verifiedUsers,
  };
  return totals[view] > shown ? totals[view] : null;
}
