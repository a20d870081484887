import { describe, expect, it } from "vitest";
import { ADMIN_USER_LIST_MAX } from "@contract/limits";
import type { AdminStats } from "@contract/schemas/admin";
import { cutListTotal } from "@web/features/admin/lib/user-list-cut";

const stats: AdminStats = {
  totalUsers: 1500,
  verifiedUsers: 300,
  todayUsers: 1200,
  usersWithoutFamily: 1001,
  totalEvents: 0,
  totalReminders: 0,
  totalShoppingItems: 0,
  totalMeals: 0,
};

describe("a cut user list", () => {
  it("is a full list with more users counted than shown, by the list's own count", () => {
    expect(cutListTotal("all", ADMIN_USER_LIST_MAX, stats)).toBe(1500);
    expect(cutListTotal("today", ADMIN_USER_LIST_MAX, stats)).toBe(1200);
    expect(cutListTotal("no-family", ADMIN_USER_LIST_MAX, stats)).toBe(1001);
    expect(cutListTotal("unverified", ADMIN_USER_LIST_MAX, stats)).toBe(1200);
  });

  it("is not a shorter list, a list of exactly its users, or one without the counts", () => {
    expect(cutListTotal("all", ADMIN_USER_LIST_MAX - 1, stats)).toBeNull();
    expect(cutListTotal("all", ADMIN_USER_LIST_MAX, { ...stats, totalUsers: ADMIN_USER_LIST_MAX })).toBeNull();
    expect(cutListTotal("all", ADMIN_USER_LIST_MAX, undefined)).toBeNull();
  });
});
