import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LoginHour, PasswordResetRecord, ShoppingDay, ShoppingWeek } from "@contract/schemas/admin";
import { authTokens, loginEvents, purchases, securityEvents, shoppingItems, shoppingLists } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import {
  bucketCountSql,
  LOGIN_COUNTS,
  loginAnalytics,
  passwordResetsQuery,
  SHOPPING_COUNTS,
  shoppingDaily,
  shoppingWeekly,
} from "@worker/services/admin/analytics";
import { newEmailToken } from "@worker/services/auth/email-tokens";
import { call, errorBody, json } from "@test/helpers/api";
import { mailTo, tokenInMail } from "@test/helpers/auth";
import { createUser, db, userRow } from "@test/helpers/factories";
import { expectIndexedPlan, queryPlan } from "@test/helpers/query-plan";
import { securityEventsOf } from "@test/helpers/security-events";

/** The directory alone, where the API writes today. */
const theDatabase = [{ name: "DB", db }];

const asAdmin = async () => (await createUser({ isAdmin: true })).token;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("the hourly sign-ins", () => {
  // Kolkata is UTC+5:30, so its clock hours start at half past in UTC: 12:10Z is 17:40 there.
  const NOW = Date.parse("2033-01-10T12:10:00.000Z");
  const ZONE = "Asia/Kolkata";

  it("counts successful sign-ins per clock hour of the administrator's zone over 24 hours", async () => {
    const owner = await createUser();
    const login = (createdAt: string, success = true) =>
      db.insert(loginEvents).values({ id: newId(), userId: owner.id, usernameKey: owner.username, ip: "10.0.0.9", success, createdAt });
    await db.batch([
      login("2033-01-09T12:29:59.999Z"), // 17:59:59 the day before: outside the 24 hours
      login("2033-01-09T12:30:00.000Z"), // 18:00, the first hour
      login("2033-01-10T11:29:59.999Z"), // 16:59:59
      login("2033-01-10T11:30:00.000Z"), // 17:00, the current hour
      login("2033-01-10T12:05:00.000Z"),
      login("2033-01-10T12:06:00.000Z", false), // a failed attempt is no sign-in
    ]);

    const hours = (await loginAnalytics(theDatabase, NOW, ZONE)).points;
    expect(hours).toHaveLength(24);
    expect(hours[0]).toEqual({ hour: "2033-01-09T12:30:00.000Z", label: "18:00", recentLogins: 1 });
    expect(hours[22]).toEqual({ hour: "2033-01-10T10:30:00.000Z", label: "16:00", recentLogins: 1 });
    expect(hours[23]).toEqual({ hour: "2033-01-10T11:30:00.000Z", label: "17:00", recentLogins: 2 });
    expect(hours.reduce((sum, hour) => sum + hour.recentLogins, 0)).toBe(4);
    // Consecutive hours, an hour apart.
    for (let index = 1; index < hours.length; index++) expect(Date.parse(hours[index]!.hour) - Date.parse(hours[index - 1]!.hour)).toBe(3_600_000);
  });

  it("answers the route with the 24 hours ending with the current one", async () => {
    const hours = await json<LoginHour[]>(await call("GET", "/api/admin/login-analytics", { token: await asAdmin() }));
    expect(hours).toHaveLength(24);
    expect(Date.parse(hours[23]!.hour)).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Date.parse(hours[23]!.hour)).toBeLessThan(3_600_000);
    expect(hours.every((hour) => Number.isInteger(hour.recentLogins) && /^\d\d:00$/.test(hour.label))).toBe(true);
  });
});

describe("shopping per day and per week", () => {
  // Wednesday 2 February 2033; New York is UTC-5, so the day begins at 05:00Z.
  const NOW = Date.parse("2033-02-02T12:00:00.000Z");
  const ZONE = "America/New_York";

  it("counts items added and bought per day and per ISO week, at the zone's midnight", async () => {
    const owner = await createUser();
    const listId = newId();
    await db.insert(shoppingLists).values({ id: listId, familyId: owner.familyId, name: "Listi", createdAt: "2033-01-01T00:00:00.000Z" });
    const item = (createdAt: string) =>
      db.insert(shoppingItems).values({ id: newId(), familyId: owner.familyId, listId, name: "Mjólk", nameKey: "mjólk", addedBy: owner.id, createdAt });
    const bought = (purchasedAt: string) =>
      db.insert(purchases).values({ id: newId(), familyId: owner.familyId, itemId: null, itemName: "Breyð", nameKey: "breyð", quantity: 1, purchasedAt });
    await db.batch([
      item("2033-02-02T04:59:59.999Z"), // 1 February, 23:59:59 in New York
      item("2033-02-02T05:00:00.000Z"), // 2 February, midnight
      bought("2033-01-31T06:00:00.000Z"), // Monday 31 January: this week
      bought("2033-01-31T04:59:59.999Z"), // Sunday 30 January, last minute: last week
      bought("2033-01-20T12:00:00.000Z"), // before the 7 days, inside the 8 weeks
    ]);

    const days = (await shoppingDaily(theDatabase, NOW, ZONE)).points;
    expect(days).toEqual<ShoppingDay[]>([
      { date: "2033-01-27", added: 0, bought: 0 },
      { date: "2033-01-28", added: 0, bought: 0 },
      { date: "2033-01-29", added: 0, bought: 0 },
      { date: "2033-01-30", added: 0, bought: 1 },
      { date: "2033-01-31", added: 0, bought: 1 },
      { date: "2033-02-01", added: 1, bought: 0 },
      { date: "2033-02-02", added: 1, bought: 0 },
    ]);
    const weeks = (await shoppingWeekly(theDatabase, NOW, ZONE)).points;
    expect(weeks.map((week) => week.weekStart)).toEqual([
      "2032-12-13",
      "2032-12-20",
      "2032-12-27",
      "2033-01-03",
      "2033-01-10",
      "2033-01-17",
      "2033-01-24",
      "2033-01-31",
    ]);
    expect(weeks.slice(-3)).toEqual<ShoppingWeek[]>([
      { weekStart: "2033-01-17", added: 0, bought: 1 },
      { weekStart: "2033-01-24", added: 0, bought: 1 },
      { weekStart: "2033-01-31", added: 2, bought: 1 },
    ]);
  });

  it("answers the routes with 7 days and 8 weeks", async () => {
    const token = await asAdmin();
    expect(await json<ShoppingDay[]>(await call("GET", "/api/admin/shopping/daily", { token }))).toHaveLength(7);
    expect(await json<ShoppingWeek[]>(await call("GET", "/api/admin/shopping/weekly", { token }))).toHaveLength(8);
  });
});

describe("the completed password resets", () => {
  it("lists completed resets from the security log, newest first, without other kinds", async () => {
    const [first, second] = [await createUser(), await createUser()];
    const event = (kind: "reset_completed" | "password_changed", userId: string, createdAt: string) =>
      db.insert(securityEvents).values({ id: newId(), kind, userId, client: "10.0.0.9", createdAt });
    await db.batch([
      event("reset_completed", first.id, "2034-05-01T10:00:00.000Z"),
      event("reset_completed", second.id, "2034-05-02T10:00:00.000Z"),
      event("password_changed", first.id, "2034-05-03T10:00:00.000Z"),
    ]);
    const resets = await json<PasswordResetRecord[]>(await call("GET", "/api/admin/password-resets", { token: await asAdmin() }));
    expect(resets.slice(0, 2)).toEqual([
      { id: expect.any(String), userId: second.id, username: second.username, email: second.email, resetAt: "2034-05-02T10:00:00.000Z" },
      { id: expect.any(String), userId: first.id, username: first.username, email: first.email, resetAt: "2034-05-01T10:00:00.000Z" },
    ]);
    expect(resets.filter((reset) => reset.userId === first.id)).toHaveLength(1);
  });
});

describe("the analytics' query plans", () => {
  it("reads every count and the reset list from an index", async () => {
    const bucket = ["k", "2033-01-01T00:00:00.000Z", "2033-01-02T00:00:00.000Z"];
    const statements = [bucketCountSql(1, LOGIN_COUNTS), bucketCountSql(1, SHOPPING_COUNTS)];
    const [logins, shopping] = await Promise.all(statements.map((sql) => expectIndexedPlan(sql, bucket)));
    expect(logins).toMatch(/SEARCH login_events USING COVERING INDEX login_events_success_created/);
    expect(shopping).toMatch(/SEARCH shopping_items USING COVERING INDEX shopping_items_created/);
    expect(shopping).toMatch(/SEARCH purchases USING COVERING INDEX purchases_purchased_at/);
  });

  it("reads each page of the completed resets in order off the log's kind index, each user by key, with no sort", async () => {
    for (const before of [undefined, "2035-01-01T00:00:00.000Z|some-id"]) {
      const plan = await queryPlan(passwordResetsQuery(db, before));
      expect(plan, before).toMatch(/SEARCH security_events USING INDEX security_events_kind \(kind=\?/);
      expect(plan, before).toMatch(/SEARCH users USING INDEX sqlite_autoindex_users_1 \(id=\?\)/);
      expect(plan, before).not.toMatch(/TEMP B-TREE|SCAN (security_events|users)(?! USING)/);
    }
  });
});

async function unverifiedWithLink() {
  const user = await createUser({ verified: false });
  const link = newEmailToken(db, "verify", user.id, Date.now());
  await link.query;
  return { user, token: link.token };
}

const openLinks = async (userId: string) =>
  db
    .select({ usedAt: authTokens.usedAt })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, "verify")));

describe("verifying a user", () => {
  it("verifies, spends the user's links, logs it and takes the user off the unverified list", async () => {
    const token = await asAdmin();
    const { user, token: link } = await unverifiedWithLink();
    const response = await call("POST", `/api/admin/users/${user.id}/verify`, { token });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: "User verified", user: { id: user.id, username: user.username } });
    expect((await userRow(user.id))?.emailVerifiedAt).toEqual(expect.any(String));
    expect((await openLinks(user.id)).every((row) => row.usedAt !== null)).toBe(true);
    expect(await securityEventsOf({ kind: "user_verified", userId: user.id })).toHaveLength(1);
    // The user's own old link now says "already verified".
    const visit = await call("GET", `/api/auth/verify?token=${encodeURIComponent(link)}`);
    expect(visit.headers.get("location")).toContain("already=true");
    const unverified = await json<{ id: string }[]>(await call("GET", "/api/admin/users/unverified", { token }));
    expect(unverified.map((row) => row.id)).not.toContain(user.id);
  });

  it("answers 409 for a verified user and 404 for an unknown one, changing nothing", async () => {
    const token = await asAdmin();
    const verified = await createUser();
    const before = (await userRow(verified.id))?.emailVerifiedAt;
    const again = await call("POST", `/api/admin/users/${verified.id}/verify`, { token });
    expect(again.status).toBe(409);
    expect((await errorBody(again)).message).toBe("The user's e-mail address is already verified");
    expect((await userRow(verified.id))?.emailVerifiedAt).toBe(before);
    const unknown = await call("POST", `/api/admin/users/${UNKNOWN}/verify`, { token });
    expect(unknown.status).toBe(404);
    expect((await errorBody(unknown)).message).toBe("User not found");
  });
});

describe("resending the verification mail", () => {
  it("mails a fresh link that verifies, and the earlier link stops working", async () => {
    const token = await asAdmin();
    const { user, token: oldLink } = await unverifiedWithLink();
    const response = await call("POST", `/api/admin/users/${user.id}/resend-verification`, { token });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: `Verification email sent to ${user.email}`, user: { id: user.id, email: user.email } });
    const mail = await mailTo(user.email);
    expect(mail?.body).toContain("/api/auth/verify?token=");
    expect(await securityEventsOf({ kind: "verification_resent", userId: user.id })).toHaveLength(1);

    const old = await call("GET", `/api/auth/verify?token=${encodeURIComponent(oldLink)}`);
    expect(old.headers.get("location")).toBe("/auth?verified=false");
    const fresh = await call("GET", `/api/auth/verify?token=${encodeURIComponent(tokenInMail(mail!.body))}`);
    expect(fresh.headers.get("location")).toBe("/auth?verified=true");
    expect((await userRow(user.id))?.emailVerifiedAt).toEqual(expect.any(String));
  });

  it("answers 409 for a verified user without mailing, and 404 for an unknown one", async () => {
    const token = await asAdmin();
    const verified = await createUser();
    const response = await call("POST", `/api/admin/users/${verified.id}/resend-verification`, { token });
    expect(response.status).toBe(409);
    expect((await errorBody(response)).message).toBe("The user's e-mail address is already verified");
    expect(await mailTo(verified.email)).toBeUndefined();
    expect(await db.select().from(authTokens).where(eq(authTokens.userId, verified.id))).toHaveLength(0);
    const unknown = await call("POST", `/api/admin/users/${UNKNOWN}/resend-verification`, { token });
    expect(unknown.status).toBe(404);
    expect((await errorBody(unknown)).message).toBe("User not found");
  });
});
