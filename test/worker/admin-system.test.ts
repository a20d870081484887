import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminSystemTexts } from "@contract/messages";
import type { AdminUser } from "@contract/schemas/admin";
import type { AuthStats, BackupInfo, DatabaseInfo, OutboxMail, SystemLogs, SystemStatus } from "@contract/schemas/admin-system";
import { createApp } from "@worker/app";
import { appErrors, familyMembers, sessions, users } from "@worker/db/schema";
import { BACKUP_TABLE_NAMES } from "@worker/lib/backup/tables";
import { newId } from "@worker/lib/crypto";
import { call, errorBody, json, ORIGIN } from "@test/helpers/api";
import { lastMailTo } from "@test/helpers/auth";
import { createUser, db, dbOfAccount, everyFamilyDb, PASSWORD, uniqueName } from "@test/helpers/factories";
import { expectIndexedPlan } from "@test/helpers/query-plan";
import { securityEventsOf } from "@test/helpers/security-events";

const asAdmin = () => createUser({ isAdmin: true });
const countIn = async (store: typeof db, table: string) => (await store.$client.prepare(`SELECT count(*) AS n FROM "${table}"`).first<{ n: number }>())!.n;
const countOf = (table: string) => countIn(db, table);
/** A table's rows summed over every family database (an account the panel makes is placed by the app). */
const countEverywhere = async (table: string) => (await Promise.all(everyFamilyDb().map((store) => countIn(store, table)))).reduce((sum, n) => sum + n, 0);

describe("GET /api/admin/system/auth", () => {
  it("counts sessions seen in the last hour, users, the token settings and the last sign-ins", async () => {
    const admin = await asAdmin();
    const before = await json<AuthStats>(await call("GET", "/api/admin/system/auth", { token: admin.token }));
    const user = await createUser();
    const withUser = await json<AuthStats>(await call("GET", "/api/admin/system/auth", { token: admin.token }));
    expect(withUser.activeSessions).toBe(before.activeSessions + 1);
    expect(withUser.totalRegisteredUsers).toBe(await countOf("users"));

    // Last seen two hours ago: still signed in, no longer active.
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 3_600_000).toISOString() })
      .where(eq(sessions.id, user.sessionId));
    const stale = await json<AuthStats>(await call("GET", "/api/admin/system/auth", { token: admin.token }));
    expect(stale.activeSessions).toBe(before.activeSessions);
    expect(stale.jwtSettings).toEqual({ algorithm: "HS256", expiresIn: "12h", rememberMeExpiresIn: "30d" });

    const login = await call("POST", "/api/auth/login", { body: { username: user.username, password: PASSWORD } });
    expect(login.status).toBe(200);
    await securityEventsOf({ kind: "sign_in", userId: user.id });
    const after = await json<AuthStats>(await call("GET", "/api/admin/system/auth", { token: admin.token }));
    expect(after.recentLogins[0]).toEqual({ username: user.username, email: user.email, createdAt: expect.any(String) });
    expect(after.recentLogins.length).toBeLessThanOrEqual(10);
  });

  it("reads active sessions and sign-ins off indexes", async () => {
    const plans = [
      "SELECT count(*) FROM sessions WHERE last_seen_at >= '2026-01-01' AND expires_at > '2026-01-01'",
      "SELECT created_at FROM security_events WHERE kind = 'sign_in' ORDER BY created_at DESC LIMIT 10",
      "SELECT created_at FROM security_events WHERE kind = 'backup_exported' ORDER BY created_at DESC LIMIT 1",
    ];
    for (const query of plans) await expectIndexedPlan(query);
  });
});

describe("GET /api/admin/system/database", () => {
  it("answers the size, D1's version and every app table with its row count, and no invented host numbers", async () => {
    const admin = await asAdmin();
    const info = await json<DatabaseInfo>(await call("GET", "/api/admin/system/database", { token: admin.token }));
    expect(info.databaseSize).toBeGreaterThan(0);
    expect(info.version).toMatch(/^Cloudflare D1 \(SQLite\), schema at 0\d{3}_\w+\.sql$/);
    // Every database of the deployment: the directory and the family databases (wrangler.toml).
    expect(info.host).toBe("Cloudflare D1 (bindings DB, DB_00, DB_01)");
    expect(info.connections).toBeNull();
    const names = info.tables.map((table) => table.tablename);
    expect(names).toContain("users");
    expect(names.some((name) => name.startsWith("_cf_") || name.startsWith("sqlite_") || name === "d1_migrations")).toBe(false);
    expect(info.tables.find((table) => table.tablename === "users")).toEqual({
      tablename: "users",
      schemaname: "main",
      live_tuples: await countOf("users"),
      dead_tuples: null,
    });
  });
});

describe("GET /api/admin/system/logs", () => {
  it("merges app errors and security events newest first and filters them by level", async () => {
    const admin = await asAdmin();
    const member = await createUser();
    const message = `disk on fire ${newId()}`;
    await db.insert(appErrors).values({ id: newId(), requestId: null, level: "ERROR", message, source: "GET /api/x", createdAt: new Date().toISOString() });
    expect((await call("GET", "/api/admin/stats", { token: member.token })).status).toBe(403);
    await securityEventsOf({ kind: "forbidden", userId: member.id });

    const all = await json<SystemLogs>(await call("GET", "/api/admin/system/logs", { token: admin.token }));
    expect(all.systemStatus).toBe("errors");
    expect(all.uptime).toBeGreaterThanOrEqual(0);
    expect(all.errorLogs.length).toBeLessThanOrEqual(100);
    expect(all.errorLogs).toContainEqual({ level: "ERROR", timestamp: expect.any(String), message, source: "GET /api/x" });
    const stamps = all.errorLogs.map((entry) => entry.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(all.recentActivity.find((row) => row.query === admin.username)).toMatchObject({ state: "active" });

    const warnings = await json<SystemLogs>(await call("GET", "/api/admin/system/logs?level=WARN", { token: admin.token }));
    expect(warnings.errorLogs.every((entry) => entry.level === "WARN")).toBe(true);
    expect(warnings.errorLogs.find((entry) => entry.message.startsWith(`forbidden · ${member.username}`))).toMatchObject({ source: "security" });
    const errors = await json<SystemLogs>(await call("GET", "/api/admin/system/logs?level=ERROR", { token: admin.token }));
    expect(errors.errorLogs.map((entry) => entry.message)).toContain(message);
    expect(errors.errorLogs.every((entry) => entry.level === "ERROR")).toBe(true);
  });

  it("refuses an unknown level with 400", async () => {
    const admin = await asAdmin();
    const response = await call("GET", "/api/admin/system/logs?level=DEBUG", { token: admin.token });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).message).toBe(adminSystemTexts.unknownLevel);
  });
});

describe("GET /api/admin/system/backup", () => {
  it("lists the exported tables with row counts and records each export as the last backup", async () => {
    const admin = await asAdmin();
    const exported = await call("POST", "/api/admin/system/backup/export", { token: admin.token, body: { format: "json", tables: ["admin_messages"] } });
    expect(exported.status).toBe(200);
    await exported.text();
    const [event] = await securityEventsOf({ kind: "backup_exported", userId: admin.id });
    const info = await json<BackupInfo>(await call("GET", "/api/admin/system/backup", { token: admin.token }));
    expect(info.backupStatus).toBe("ready");
    expect(info.exportFormats).toEqual(["json"]);
    expect(info.lastBackup).toBe(event!.createdAt);
    expect(info.tables.map((table) => table.tablename)).toEqual(BACKUP_TABLE_NAMES);
    expect(info.tables.find((table) => table.tablename === "users")).toEqual({ tablename: "users", schemaname: "main", row_count: await countOf("users") });
  });
});

describe("the Email System and Database cards", () => {
  it("names the transport, says the database answered, and a test mail lands in the outbox", async () => {
    const admin = await asAdmin();
    const status = await json<SystemStatus>(await call("GET", "/api/admin/system/status", { token: admin.token }));
    expect(status).toEqual({ email: { transport: "outbox", status: "Ready" }, database: { status: "Connected" } });

    const since = Date.now();
    const sent = await call("POST", "/api/admin/system/test-email", { token: admin.token });
    expect(await json(sent)).toEqual({ message: adminSystemTexts.testMailSent, to: admin.email });
    const mail = await lastMailTo(admin.email, since);
    expect(mail?.subject).toBe(adminSystemTexts.testMailSubject);
    const outbox = await json<OutboxMail[]>(await call("GET", "/api/admin/system/outbox", { token: admin.token }));
    expect(outbox[0]).toMatchObject({ recipient: admin.email, subject: adminSystemTexts.testMailSubject });
  });

  it("has no outbox to list outside local development (404), and the card says the mail is not configured", async () => {
    const admin = await asAdmin();
    const deployed = { ...env, LOCAL_DEV: undefined };
    const app = createApp();
    for (const [path, status] of [
      ["/api/admin/system/outbox", 404],
      ["/api/admin/system/status", 200],
    ] as const) {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request(`${ORIGIN}${path}`, { headers: { Authorization: `Bearer ${admin.token}` } }), deployed, ctx);
      await waitOnExecutionContext(ctx);
      expect(response.status, path).toBe(status);
      if (status === 200) expect((await json<SystemStatus>(response)).email).toEqual({ transport: "misconfigured", status: "Not configured" });
    }
  });
});

describe("POST /api/admin/users", () => {
  const body = () => {
    const username = uniqueName("made");
    return { username, email: `${username}@example.test`, password: "a-fresh-long-password" };
  };

  it("creates a verified user in a family of their own who can sign in", async () => {
    const admin = await asAdmin();
    const fields = { ...body(), isAdmin: true };
    const response = await call("POST", "/api/admin/users", { token: admin.token, body: fields });
    expect(response.status).toBe(201);
    const made = await json<AdminUser>(response);
    expect(made).toMatchObject({ username: fields.username, email: fields.email, isAdmin: true, verified: true, family: { name: expect.any(String) } });
    const home = await dbOfAccount(made.id);
    const [row] = await home.select().from(users).where(eq(users.id, made.id));
    expect(row).toMatchObject({ familyId: made.familyId, isAdmin: true, emailVerifiedAt: expect.any(String) });
    const [member] = await home.select().from(familyMembers).where(eq(familyMembers.userId, made.id));
    expect(member?.familyId).toBe(made.familyId);
    const login = await call("POST", "/api/auth/login", { body: { username: fields.username, password: fields.password } });
    expect(login.status).toBe(200);
  });

  it("refuses a taken username or address (409), a common password and a short one (400), storing nothing", async () => {
    const admin = await asAdmin();
    const first = body();
    expect((await call("POST", "/api/admin/users", { token: admin.token, body: first })).status).toBe(201);
    const usersBefore = await countEverywhere("users");
    const refusals = [
      [{ ...body(), username: first.username.toUpperCase() }, 409, adminSystemTexts.usernameTaken],
      [{ ...body(), email: first.email.toUpperCase() }, 409, adminSystemTexts.emailTaken],
      [{ ...body(), password: "password" }, 400, adminSystemTexts.passwordTooCommon],
      [{ ...body(), password: "short" }, 400, adminSystemTexts.passwordTooShort],
      [{ ...body(), username: "no spaces allowed" }, 400, adminSystemTexts.usernameInvalid],
      [{ ...body(), isAdmin: "yes" }, 400, undefined],
    ] as const;
    for (const [fields, status, message] of refusals) {
      const response = await call("POST", "/api/admin/users", { token: admin.token, body: fields });
      expect(response.status, JSON.stringify(fields)).toBe(status);
      if (message) expect((await errorBody(response)).message).toBe(message);
    }
    expect(await countEverywhere("users")).toBe(usersBefore);
    const taken = await Promise.all(
      everyFamilyDb().map(
        async (store) => (await store.select({ n: sql<number>`count(*)` }).from(users).where(sql`lower(${users.username}) = lower(${first.username})`))[0]!.n,
      ),
    );
    expect(taken.reduce((sum, n) => sum + n, 0)).toBe(1);
  });
});
