import { describe, expect, it } from "vitest";
import type { AdminStats, DetailedStats } from "@contract/schemas/admin";
import { dinnerMeals, events, loginEvents, reminders, shoppingItems, shoppingLists, users } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { adminStats, detailedStats, trendDays } from "@worker/services/admin/stats";
import { call, json } from "@test/helpers/api";
import { createUser, db } from "@test/helpers/factories";
import { expectIndexedPlan } from "@test/helpers/query-plan";

/** The directory alone, where the API writes today. */
const theDatabase = [{ name: "DB", db }];

// A week far from any other test's rows: its days hold exactly what this file seeds.
// 2031-03-30 is the spring-forward day in Europe/London: the day boundary moves from 00:00Z to 23:00Z.
const NOW = Date.parse("2031-04-02T12:00:00.000Z");
const ZONE = "Europe/London";

async function seed() {
  const owner = await createUser();
  const listId = newId();
  await db.insert(shoppingLists).values({ id: listId, familyId: owner.familyId, name: "Listi", createdAt: "2031-03-01T00:00:00.000Z" });
  const item = (name: string, createdAt: string) =>
    db.insert(shoppingItems).values({ id: newId(), familyId: owner.familyId, listId, name, nameKey: name.toLowerCase(), addedBy: owner.id, createdAt });
  const event = (createdAt: string) =>
    db.insert(events).values({ id: newId(), familyId: owner.familyId, createdBy: owner.id, title: "E", startTime: createdAt, endTime: createdAt, createdAt });
  const reminder = (createdAt: string) => db.insert(reminders).values({ id: newId(), familyId: owner.familyId, createdBy: owner.id, title: "R", createdAt });
  const meal = (createdAt: string) =>
    db.insert(dinnerMeals).values({ id: newId(), familyId: owner.familyId, createdBy: owner.id, title: "M", scheduledDate: createdAt, createdAt });
  await db.batch([
    // Today (2 April, BST = UTC+1) begins at 2031-04-01T23:00Z.
    item("Mjólk", "2031-04-01T23:30:00.000Z"),
    item("mjólk", "2031-04-02T08:00:00.000Z"),
    item("Breyð", "2031-04-02T09:00:00.000Z"),
    // 1 April, a minute before today begins.
    item("Breyð", "2031-04-01T22:59:00.000Z"),
    item("Smør", "2031-04-01T10:00:00.000Z"),
    // 30 March (the change): from 00:00Z to 23:00Z; 23:30Z is already 31 March.
    event("2031-03-30T00:00:00.000Z"),
    event("2031-03-30T23:30:00.000Z"),
    reminder("2031-04-02T10:00:00.000Z"),
    meal("2031-03-27T12:00:00.000Z"),
    // Before the week (it began 27 March at 00:00Z): in the totals only.
    event("2031-03-26T23:59:00.000Z"),
    db
      .insert(loginEvents)
      .values({ id: newId(), userId: owner.id, usernameKey: owner.username, ip: "10.0.0.1", success: true, createdAt: "2031-04-02T07:00:00.000Z" }),
    db
      .insert(loginEvents)
      .values({ id: newId(), userId: owner.id, usernameKey: owner.username, ip: "10.0.0.1", success: false, createdAt: "2031-04-02T07:01:00.000Z" }),
  ]);
  return owner;
}

describe("the admin statistics", () => {
  it("counts each day of the week in the administrator's zone, across a daylight-saving change", async () => {
    const before = await detailedStats(theDatabase, NOW, ZONE);
    await seed();
    const stats = await detailedStats(theDatabase, NOW, ZONE);

    expect(stats.weeklyTrend.map((day) => day.date)).toEqual([
      "2031-03-27",
      "2031-03-28",
      "2031-03-29",
      "2031-03-30",
      "2031-03-31",
      "2031-04-01",
      "2031-04-02",
    ]);
    const counts = stats.weeklyTrend.map(({ events, reminders, shoppingItems, meals }) => [events, reminders, shoppingItems, meals]);
    expect(counts).toEqual([
      [0, 0, 0, 1],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [1, 0, 0, 0],
      [1, 0, 0, 0],
      [0, 0, 2, 0],
      [0, 1, 3, 0],
    ]);
    expect(stats.daily).toMatchObject({ events: 0, reminders: 1, shoppingItems: 3, meals: 0, logins: 1 });
    expect(stats.accumulated.events - before.accumulated.events).toBe(3);
    expect(stats.accumulated.shoppingItems - before.accumulated.shoppingItems).toBe(5);
    // Today's items include every item there is; each earlier day lacks what came after it.
    const total = stats.accumulated.events + stats.accumulated.reminders + stats.accumulated.shoppingItems + stats.accumulated.meals;
    expect(stats.weeklyAccumulatedTrend.at(-1)).toEqual({ date: "2031-04-02", totalItems: total });
    expect(stats.weeklyAccumulatedTrend.at(-2)!.totalItems).toBe(total - 4);
    // 27 March: the meal that day and the event before the week.
    expect(stats.weeklyAccumulatedTrend[0]!.totalItems).toBe(total - 8);

    expect(stats.topItems.today).toEqual([
      { name: "Mjólk", count: 2 },
      { name: "Breyð", count: 1 },
    ]);
    expect(stats.topItems.week).toEqual([
      { name: "Breyð", count: 2 },
      { name: "Mjólk", count: 2 },
      { name: "Smør", count: 1 },
    ]);
  });

  it("trend days start at the zone's midnight", () => {
    const days = trendDays(NOW, ZONE);
    expect(days.find((day) => day.date === "2031-03-30")).toEqual({
      date: "2031-03-30",
      start: "2031-03-30T00:00:00.000Z",
      finish: "2031-03-30T23:00:00.000Z",
    });
  });

  it("counts users: verified, new today and without a family", async () => {
    const before = await adminStats(theDatabase, NOW, ZONE);
    const base = { passwordHash: "x", isAdmin: false };
    await db.insert(users).values([
      {
        ...base,
        id: newId(),
        username: `n${newId().slice(0, 8)}`,
        email: `${newId()}@x.test`,
        familyId: null,
        emailVerifiedAt: null,
        createdAt: "2031-04-01T23:00:00.000Z",
      },
      {
        ...base,
        id: newId(),
        username: `o${newId().slice(0, 8)}`,
        email: `${newId()}@x.test`,
        familyId: null,
        emailVerifiedAt: "2031-01-01T00:00:00.000Z",
        createdAt: "2031-04-01T22:59:59.999Z",
      },
    ]);
    const after = await adminStats(theDatabase, NOW, ZONE);
    expect(after.totalUsers - before.totalUsers).toBe(2);
    expect(after.verifiedUsers - before.verifiedUsers).toBe(1);
    expect(after.todayUsers - before.todayUsers).toBe(1);
    expect(after.usersWithoutFamily - before.usersWithoutFamily).toBe(2);
  });

  it("answers both calls to an administrator with their shapes", async () => {
    const admin = await createUser({ isAdmin: true });
    const stats = await json<AdminStats>(await call("GET", "/api/admin/stats", { token: admin.token }));
    expect(stats.totalUsers).toBeGreaterThan(0);
    const detailed = await json<DetailedStats>(await call("GET", "/api/admin/detailed-stats", { token: admin.token }));
    expect(detailed.weeklyTrend).toHaveLength(7);
    expect(detailed.weeklyAccumulatedTrend).toHaveLength(7);
  });

  it("reads each count off an index, never a table scan", async () => {
    const plans = [
      "SELECT count(*) FROM events WHERE created_at >= '2031-01-01' AND created_at < '2031-01-02'",
      "SELECT count(*) FROM users WHERE email_verified_at IS NOT NULL",
      "SELECT min(name), count(*) FROM shopping_items WHERE created_at >= '2031-01-01' GROUP BY name_key",
      "SELECT created_by FROM dinner_meals WHERE created_at >= '2031-01-01'",
      "SELECT created_by FROM reminders WHERE created_at >= '2031-01-01'",
    ];
    for (const query of plans) await expectIndexedPlan(query);
  });
});
