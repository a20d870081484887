import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SIGNED_OUT_CLOSE_CODE } from "@contract/realtime";
import type { ActiveUser, AdminUser } from "@contract/schemas/admin";
import { familyMembers, loginEvents, securityEvents, sessions, shoppingItems, users } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { verifyPassword } from "@worker/lib/passwords";
import { call, json } from "@test/helpers/api";
import { lastMailTo } from "@test/helpers/auth";
import { createUser, db, directory, PASSWORD, userRow } from "@test/helpers/factories";
import { closedWithin, openLive } from "@test/helpers/live";
import { securityEventsOf } from "@test/helpers/security-events";
import { seedFamily } from "@test/helpers/world";

const asAdmin = async () => (await createUser({ isAdmin: true })).token;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const USER_COLUMNS = ["user_id", "created_by", "added_by"];
/** The logs keep a deleted account's id on purpose (docs/features/admin.md): they are the history. */
const KEPT_LOGS = ["login_events", "security_events"];

const OWNER_TABLES = ["users", "families", "family_members"];

/**
 * Every table's user, member and family columns, the kept logs' aside, each with the table it names:
 * the one its foreign key references, or for a column without one the users or the families by its name.
 */
async function ownerColumns(): Promise<{ tableName: string; columnName: string; owner: string }[]> {
  const tables = await db.$client
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'")
    .all<{ name: string }>();
  const columns = [];
  for (const { name } of tables.results.filter((table) => !KEPT_LOGS.includes(table.name))) {
    const { results } = await db.$client.prepare(`PRAGMA table_info("${name}")`).all<{ name: string }>();
    const keys = await db.$client.prepare(`PRAGMA foreign_key_list("${name}")`).all<{ from: string; table: string }>();
    for (const column of results) {
      const referenced = keys.results.find((key) => key.from === column.name)?.table;
      const named = USER_COLUMNS.includes(column.name) ? "users" : column.name === "family_id" ? "families" : undefined;
      const owner = referenced ?? named;
      if (owner && OWNER_TABLES.includes(owner)) columns.push({ tableName: name, columnName: column.name, owner });
    }
  }
  return columns;
}

/** Rows in any table whose user or family column names `id`, as `table.column: count`. */
async function rowsNaming(id: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const { tableName, columnName } of await ownerColumns()) {
    const row = await db.$client.prepare(`SELECT count(*) AS n FROM "${tableName}" WHERE "${columnName}" = ?1`).bind(id).first<{ n: number }>();
    if (row!.n > 0) found[`${tableName}.${columnName}`] = row!.n;
  }
  return found;
}

describe("the admin user lists", () => {
  it("lists all, today's, unverified and familyless users with their family", async () => {
    const token = await asAdmin();
    const member = await createUser({ verified: false });
    const familyless = await createUser();
    await db.update(users).set({ familyId: null }).where(eq(users.id, familyless.id));

    const list = async (path: string) => json<AdminUser[]>(await call("GET", path, { token }));
    const all = await list("/api/admin/users");
    expect(all.find((user) => user.id === member.id)).toMatchObject({
      username: member.username,
      isAdmin: false,
      verified: false,
      familyId: member.familyId,
      family: { name: expect.any(String) },
    });
    expect(all.find((user) => user.id === familyless.id)).toMatchObject({ familyId: null, family: null });
    const today = await list("/api/admin/users/today");
    expect(today.map((user) => user.id)).toContain(member.id);
    const unverified = await list("/api/admin/users/unverified");
    expect(unverified.map((user) => user.id)).toEqual([member.id]);
    const noFamily = await list("/api/admin/users/no-family");
    expect(noFamily.map((user) => user.id)).toEqual([familyless.id]);
  });

  it("ranks the active users of the last 24 hours by what they added", async () => {
    const token = await asAdmin();
    const world = await seedFamily();
    const quiet = await createUser();
    const active = await json<ActiveUser[]>(await call("GET", "/api/admin/users/active", { token }));
    // The world's user added two items, three reminders (one for the world's helper), an event, a meal, and the meal's ingredient item.
    expect(active).toEqual([
      expect.objectContaining({ userId: world.user.id, shoppingCount: 3, eventsCount: 1, remindersCount: 3, mealsCount: 1, totalActivity: 8 }),
    ]);
    expect(active.map((user) => user.userId)).not.toContain(quiet.id);
  });
});

describe("fix family", () => {
  it("gives a user without a family one of their own, with them as its member", async () => {
    const token = await asAdmin();
    const user = await createUser();
    await db.update(users).set({ familyId: null }).where(eq(users.id, user.id));
    const response = await call("POST", `/api/admin/users/${user.id}/fix-family`, { token });
    expect(response.status).toBe(200);
    const { familyId } = await json<{ familyId: string }>(response);
    expect((await userRow(user.id))!.familyId).toBe(familyId);
    const members = await db.select().from(familyMembers).where(eq(familyMembers.userId, user.id));
    expect(members.map((member) => member.familyId)).toEqual([familyId]);
  });

  it("answers 409 for a user who has a family and 404 in English for an unknown id", async () => {
    const token = await asAdmin();
    const user = await createUser();
    expect(await json(await call("POST", `/api/admin/users/${user.id}/fix-family`, { token }))).toMatchObject({
      code: "conflict",
      message: "The user already has a family",
    });
    const unknown = await call("POST", `/api/admin/users/${UNKNOWN}/fix-family`, { token });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ message: "User not found" });
  });
});

describe("an administrator sets a password", () => {
  it("changes it, ends the user's sessions and sockets, mails them and logs password_changed", async () => {
    const token = await asAdmin();
    const user = await createUser();
    const live = await openLive(user);
    const closed = closedWithin(live.socket, 2_000);
    const since = Date.now();
    const response = await call("PATCH", `/api/admin/users/${user.id}/password`, { token, body: { newPassword: "a-brand-new-secret" } });
    expect(response.status).toBe(200);
    expect(await verifyPassword("a-brand-new-secret", (await userRow(user.id))!.passwordHash)).toBe(true);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await call("GET", "/api/auth/me", { token: user.token })).status).toBe(401);
    expect(await closed).toBe(SIGNED_OUT_CLOSE_CODE);
    expect(await lastMailTo(user.email, since)).toBeDefined();
    expect(await securityEventsOf({ kind: "password_changed", userId: user.id })).toHaveLength(1);
  });

  it.each([
    ["under 8 characters", "short12", "The password must be at least 8 characters"],
    ["a common password", "password123", "This password is too common; choose another"],
  ])("refuses %s with 400 and keeps the old one", async (_case, newPassword, message) => {
    const token = await asAdmin();
    const user = await createUser();
    const before = (await userRow(user.id))!.passwordHash;
    const response = await call("PATCH", `/api/admin/users/${user.id}/password`, { token, body: { newPassword } });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: "invalid_body", message });
    expect((await userRow(user.id))!.passwordHash).toBe(before);
  });

  it("refuses another administrator's password, and the caller's own, with 409, changing nothing", async () => {
    const me = await createUser({ isAdmin: true });
    const token = me.token;
    const other = await createUser({ isAdmin: true });
    for (const target of [other.id, me.id]) {
      const before = (await userRow(target))!.passwordHash;
      const response = await call("PATCH", `/api/admin/users/${target}/password`, { token, body: { newPassword: "a-brand-new-secret" } });
      expect(response.status).toBe(409);
      expect(await json(response)).toMatchObject({
        code: "conflict",
        message: "An administrator's password cannot be set here: each administrator changes their own",
      });
      expect((await userRow(target))!.passwordHash).toBe(before);
    }
    expect((await call("GET", "/api/auth/me", { token: other.token })).status).toBe(200);
    expect(await securityEventsOf({ kind: "password_changed", userId: other.id })).toEqual([]);
  });

  it("answers 404 for an unknown user", async () => {
    const response = await call("PATCH", `/api/admin/users/${newId()}/password`, { token: await asAdmin(), body: { newPassword: "a-brand-new-secret" } });
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ message: "User not found" });
  });
});

describe("deleting a user", () => {
  it("removes the only account of a family with everything the family and the user had: no row names either", async () => {
    const token = await asAdmin();
    const world = await seedFamily();
    const live = await openLive(world.user);
    const closed = closedWithin(live.socket, 2_000);
    expect((await call("DELETE", `/api/admin/users/${world.user.id}`, { token })).status).toBe(204);
    expect(await rowsNaming(world.user.id)).toEqual({});
    expect(await rowsNaming(world.user.familyId)).toEqual({});
    expect(await closed).toBe(SIGNED_OUT_CLOSE_CODE);
  });

  it("in a family with other accounts, removes the user and their member row and leaves the family's data to the family", async () => {
    const token = await asAdmin();
    const world = await seedFamily();
    const relative = await createUser({ familyId: world.user.familyId });
    expect((await call("DELETE", `/api/admin/users/${world.user.id}`, { token })).status).toBe(204);
    expect(await rowsNaming(world.user.id)).toEqual({});
    const [item] = await db.select().from(shoppingItems).where(eq(shoppingItems.id, world.itemId));
    expect(item).toMatchObject({ familyId: world.user.familyId, addedBy: null });
    expect((await call("GET", "/api/auth/me", { token: relative.token })).status).toBe(200);
  });

  it("leaves no row pointing at a user or family that no longer exists", async () => {
    const token = await asAdmin();
    const world = await seedFamily();
    await createUser({ familyId: world.user.familyId });
    expect((await call("DELETE", `/api/admin/users/${world.user.id}`, { token })).status).toBe(204);
    const columns = await ownerColumns();
    expect(columns.length).toBeGreaterThan(10);
    expect(columns).toContainEqual({ tableName: "recipes", columnName: "created_by", owner: "family_members" });
    for (const { tableName, columnName, owner } of columns) {
      // The change counters hold users' scopes and the everyone scope beside family ids (docs/features/conditional-reads.md).
      const owners =
        tableName === "family_versions" ? "SELECT id FROM families UNION SELECT 'user:' || id FROM users UNION SELECT 'everyone'" : `SELECT id FROM ${owner}`;
      const orphans = await db.$client
        .prepare(`SELECT count(*) AS n FROM "${tableName}" WHERE "${columnName}" IS NOT NULL AND "${columnName}" NOT IN (${owners})`)
        .first<{ n: number }>();
      expect(orphans!.n, `${tableName}.${columnName}`).toBe(0);
    }
  });

  it("keeps the account's sign-ins and security events with its id, pseudonymous, and the actor of each event", async () => {
    const admin = await createUser({ isAdmin: true });
    const user = await createUser();
    expect((await call("POST", "/api/auth/login", { body: { username: user.username, password: PASSWORD } })).status).toBe(200);
    await call("PATCH", `/api/admin/users/${user.id}/password`, { token: admin.token, body: { newPassword: "a-brand-new-secret" } });
    expect((await call("DELETE", `/api/admin/users/${user.id}`, { token: admin.token })).status).toBe(204);
    await expect.poll(() => securityEventsOf({ kind: "password_changed", userId: user.id })).toHaveLength(1);
    // Sign-in attempts are logged in the directory, before an account is known.
    expect(
      await directory.select({ userId: loginEvents.userId, success: loginEvents.success }).from(loginEvents).where(eq(loginEvents.userId, user.id)),
    ).toEqual([{ userId: user.id, success: true }]);
    const events = await db
      .select({ kind: securityEvents.kind, actorId: securityEvents.actorId })
      .from(securityEvents)
      .where(eq(securityEvents.userId, user.id));
    expect(events).toEqual(
      expect.arrayContaining([
        { kind: "sign_in", actorId: user.id },
        { kind: "password_changed", actorId: admin.id },
      ]),
    );
    const logs = await json<{ errorLogs: { message: string }[] }>(await call("GET", "/api/admin/system/logs", { token: admin.token }));
    expect(logs.errorLogs.map((entry) => entry.message)).toContain(`password_changed · user ${user.id.slice(0, 8)} · by ${admin.username}`);
  });

  it("refuses an administrator with 409 and an unknown id with 404", async () => {
    const token = await asAdmin();
    const other = await createUser({ isAdmin: true });
    const refused = await call("DELETE", `/api/admin/users/${other.id}`, { token });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ message: "Administrator accounts cannot be deleted" });
    expect(await userRow(other.id)).toBeDefined();
    expect((await call("DELETE", `/api/admin/users/${UNKNOWN}`, { token })).status).toBe(404);
  });
});

describe("the admin gate", () => {
  it("answers 403 in English to a family member on every admin path, whatever the method, and logs it", async () => {
    const user = await createUser();
    for (const [method, path] of [
      ["GET", "/api/admin/stats"],
      ["DELETE", `/api/admin/users/${user.id}`],
      ["PUT", "/api/admin/anything"],
    ] as const) {
      const response = await call(method, path, { token: user.token });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await json(response)).toMatchObject({ code: "forbidden", message: "Administrator access required" });
    }
    expect(await userRow(user.id)).toBeDefined();
    expect((await securityEventsOf({ kind: "forbidden", userId: user.id }, 3)).length).toBe(3);
    expect((await call("GET", "/api/admin/stats")).status).toBe(401);
  });
});
