import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type AdminMessageStats,
  type AdminStats,
  type AdminTicket,
  type AdminUser,
  type AdminUserPage,
  type DetailedStats,
  UNAVAILABLE_DATABASES_HEADER,
} from "@contract/schemas/admin";
import type { SystemLogs } from "@contract/schemas/admin-system";
import { familyDb } from "@worker/db/databases";
import { directoryAccounts } from "@worker/db/directory-schema";
import { adminMessages, appErrors, families, supportTickets, users } from "@worker/db/schema";
import type { Bindings, Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { listForUser, markRead } from "@worker/services/admin/messages";
import { mergeNewestFirst, sumSeries } from "@worker/services/admin/across-databases";
import { allPages, tiedAt } from "@test/helpers/admin-pages";
import { call, json } from "@test/helpers/api";
import { createUser, directory, uniqueName } from "@test/helpers/factories";

// The admin panel across databases (docs/features/several-databases.md): rows seeded straight into
// the family databases DB_00 and DB_01, beside what the API writes (the directory's own rows in DB).
const db00 = familyDb(env, "DB_00");
const db01 = familyDb(env, "DB_01");
const everyDb: [string, Db][] = [
  ["DB", directory],
  ["DB_00", db00],
  ["DB_01", db01],
];

/** A user (and their family, unless `family: false`) written straight into `into`. */
async function seedUser(into: Db, options: { createdAt?: string; verified?: boolean; family?: boolean } = {}) {
  const id = newId();
  const username = uniqueName("seed");
  const createdAt = options.createdAt ?? new Date().toISOString();
  const familyId = options.family === false ? null : newId();
  const user = into.insert(users).values({
    id,
    username,
    email: `${username}@example.test`,
    passwordHash: "not-a-hash",
    familyId,
    emailVerifiedAt: options.verified === false ? null : createdAt,
    createdAt,
  });
  if (familyId) await into.batch([into.insert(families).values({ id: familyId, name: `Family of ${username}`, timeZone: "Atlantic/Faroe", createdAt }), user]);
  else await user;
  return { id, username, familyId };
}

async function seedTicket(into: Db, userId: string, createdAt = new Date().toISOString()) {
  const id = newId();
  await into.insert(supportTickets).values({ id, userId, subject: `seeded ${id}`, description: "seeded", createdAt, updatedAt: createdAt });
  return id;
}

const countIn = async (into: Db, table: string, where = "1 = 1") =>
  (await into.$client.prepare(`SELECT count(*) AS n FROM "${table}" WHERE ${where}`).first<{ n: number }>())!.n;
const countEverywhere = async (table: string, where?: string) => {
  let sum = 0;
  for (const [, into] of everyDb) sum += await countIn(into, table, where);
  return sum;
};

/** A database that never answers: a stand-in for an outage, not for storage under test. */
const downDatabase = {
  prepare() {
    throw new Error("database down");
  },
  batch() {
    throw new Error("database down");
  },
} as unknown as D1Database;

describe("the admin statistics across databases", () => {
  it("sum every database: the API's rows in DB and rows seeded into DB_00 and DB_01", async () => {
    const admin = await createUser({ isAdmin: true });
    const before = await json<AdminStats>(await call("GET", "/api/admin/stats", { token: admin.token }));
    await seedUser(db00);
    await seedUser(db00, { verified: false });
    await seedUser(db01, { family: false });
    const owner = await seedUser(db01);
    await seedTicket(db01, owner.id);

    const after = await json<AdminStats>(await call("GET", "/api/admin/stats", { token: admin.token }));
    expect(after.unavailable).toBeUndefined();
    expect(after.totalUsers - before.totalUsers).toBe(4);
    expect(after.verifiedUsers - before.verifiedUsers).toBe(3);
    expect(after.usersWithoutFamily - before.usersWithoutFamily).toBe(1);
    expect(after.todayUsers - before.todayUsers).toBe(4);
    expect(after.totalUsers).toBe(await countEverywhere("users"));
    expect(after.usersWithoutFamily).toBe(await countEverywhere("users", "family_id IS NULL"));

    const detailed = await json<DetailedStats>(await call("GET", "/api/admin/detailed-stats", { token: admin.token }));
    expect(detailed.accumulated.users).toBe(await countEverywhere("users"));
    expect(detailed.weeklyTrend.at(-1)!.newUsers).toBe(after.todayUsers);
  });

  it("list the errors of every database in the Logs view", async () => {
    const admin = await createUser({ isAdmin: true });
    const message = `seeded error ${newId()}`;
    const at = new Date().toISOString();
    await db01.insert(appErrors).values({ id: newId(), requestId: null, level: "ERROR", message, source: "test", createdAt: at });
    const logs = await json<SystemLogs>(await call("GET", "/api/admin/system/logs?level=ERROR", { token: admin.token }));
    expect(logs.errorLogs.map((entry) => entry.message)).toContain(message);
    expect(logs.systemStatus).toBe("errors");
  });
});

describe("the admin lists across databases", () => {
  it("page through the users of every database in order, without a duplicate or a gap", async () => {
    const admin = await createUser({ isAdmin: true });
    // Far ahead of every other row, seven to a millisecond: the newest of the list, ties broken by id.
    const at = tiedAt(Date.parse("2091-01-01T00:00:00.000Z"));
    const seeded: string[] = [];
    for (let index = 0; index < 120; index++) {
      const into = everyDb[index % 3]![1];
      seeded.push((await seedUser(into, { createdAt: at(index), family: false })).id);
    }
    const pages = (await allPages<AdminUserPage>(admin.token, "/api/admin/users", "users")).slice(0, 3);
    const rows = pages.flatMap((page) => page.users) as AdminUser[];
    const newest = rows.slice(0, 120);
    expect(new Set(newest.map((user) => user.id))).toEqual(new Set(seeded));
    expect(new Set(rows.map((user) => user.id)).size).toBe(rows.length);
    const key = (user: AdminUser) => `${user.createdAt}|${user.id}`;
    expect(newest.map(key)).toEqual(newest.map(key).sort().reverse());
  });

  it("list the tickets of every database", async () => {
    const admin = await createUser({ isAdmin: true });
    const future = "2092-01-01T00:00:00.000Z";
    const in00 = await seedTicket(db00, (await seedUser(db00)).id, future);
    const in01 = await seedTicket(db01, (await seedUser(db01)).id, "2092-01-01T00:00:00.001Z");
    const tickets = await json<AdminTicket[]>(await call("GET", "/api/admin/support/tickets", { token: admin.token }));
    expect(tickets.slice(0, 2).map((ticket) => ticket.id)).toEqual([in01, in00]);
  });

  it("merges keyset pages by (time, id) and sums series by their key", () => {
    const page = mergeNewestFirst(
      [
        [
          { id: "b", at: "2030-01-01T00:00:00.002Z" },
          { id: "a", at: "2030-01-01T00:00:00.000Z" },
        ],
        [
          { id: "c", at: "2030-01-01T00:00:00.002Z" },
          { id: "b", at: "2030-01-01T00:00:00.002Z" },
        ],
      ],
      (row) => row.at,
      2,
    );
    expect(page.map((row) => row.id)).toEqual(["c", "b"]);
    const summed = sumSeries(
      [
        [
          { day: "1", n: 1, label: "x" },
          { day: "2", n: 2, label: "y" },
        ],
        [{ day: "2", n: 5, label: "z" }],
      ],
      "day",
    );
    expect(summed).toEqual([
      { day: "1", n: 1, label: "x" },
      { day: "2", n: 7, label: "y" },
    ]);
  });
});

describe("admin actions on a row of a family database", () => {
  it("verify, set a ticket's status and delete act in the database holding the row", async () => {
    const admin = await createUser({ isAdmin: true });
    const user = await seedUser(db01, { verified: false });
    const verified = await call("POST", `/api/admin/users/${user.id}/verify`, { token: admin.token });
    expect(verified.status).toBe(200);
    const [row] = await db01.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id));
    expect(row!.verifiedAt).not.toBeNull();
    expect(await countIn(db01, "security_events", `kind = 'user_verified' AND user_id = '${user.id}'`)).toBe(1);

    const ticket = await seedTicket(db01, user.id);
    const status = await call("PATCH", `/api/admin/support/tickets/${ticket}`, { token: admin.token, body: { status: "closed" } });
    expect(status.status).toBe(200);
    const [stored] = await db01.select({ status: supportTickets.status }).from(supportTickets).where(eq(supportTickets.id, ticket));
    expect(stored!.status).toBe("closed");

    // Placed by the directory: the entry goes with the account.
    await directory
      .insert(directoryAccounts)
      .values({ userId: user.id, usernameKey: user.username, emailKey: `${user.username}@example.test`, db: "DB_01", createdAt: new Date().toISOString() });
    const deleted = await call("DELETE", `/api/admin/users/${user.id}`, { token: admin.token });
    expect(deleted.status).toBe(204);
    expect(await countIn(db01, "users", `id = '${user.id}'`)).toBe(0);
    expect(await countIn(directory, "directory_accounts", `user_id = '${user.id}'`)).toBe(0);
    expect(await countIn(db01, "security_events", `kind = 'user_deleted' AND user_id = '${user.id}'`)).toBe(1);
  });

  it("an unknown user is 404 after every database was asked", async () => {
    const admin = await createUser({ isAdmin: true });
    const response = await call("POST", `/api/admin/users/${newId()}/verify`, { token: admin.token });
    expect(response.status).toBe(404);
  });
});

describe("administrators' info messages across databases", () => {
  it("reach the header read of a DB_00 user and a DB_01 user, and their reads are counted", async () => {
    const admin = await createUser({ isAdmin: true });
    const in00 = await seedUser(db00);
    const in01 = await seedUser(db01);
    const created = await call("POST", "/api/admin/messages", { token: admin.token, body: { title: "Maintenance", message: `tonight ${newId()}` } });
    expect(created.status).toBe(201);
    const message = await json<{ id: string; unavailable?: string[] }>(created);
    expect(message.unavailable).toBeUndefined();

    for (const [into, user] of [
      [db00, in00],
      [db01, in01],
    ] as const) {
      const page = await listForUser(into, user.id);
      expect(page.messages.map((row) => row.id)).toContain(message.id);
    }
    await markRead(db00, { userId: in00.id, familyId: in00.familyId }, message.id);
    await markRead(db01, { userId: in01.id, familyId: in01.familyId }, message.id);
    const listed = await json<AdminMessageStats[]>(await call("GET", "/api/admin/messages", { token: admin.token }));
    const stats = listed.find((row) => row.id === message.id)!;
    expect(stats.readCount).toBe(2);
    expect(stats.totalUsers).toBe(await countEverywhere("users"));

    expect((await call("DELETE", `/api/admin/messages/${message.id}`, { token: admin.token })).status).toBe(204);
    for (const [, into] of everyDb) expect(await into.select().from(adminMessages).where(eq(adminMessages.id, message.id))).toEqual([]);
  });
});

describe("a database that does not answer", () => {
  const withDown = (): Bindings => ({ ...env, DB_01: downDatabase });

  it("leaves the statistics and the lists answering, and names the database", async () => {
    const admin = await createUser({ isAdmin: true });
    const stats = await call("GET", "/api/admin/stats", { token: admin.token, env: withDown() });
    expect(stats.status).toBe(200);
    expect((await json<AdminStats>(stats)).unavailable).toEqual(["DB_01"]);

    const list = await call("GET", "/api/admin/users", { token: admin.token, env: withDown() });
    expect(list.status).toBe(200);
    expect(list.headers.get(UNAVAILABLE_DATABASES_HEADER)).toBe("DB_01");
    const healthy = await call("GET", "/api/admin/users", { token: admin.token });
    expect(healthy.headers.get(UNAVAILABLE_DATABASES_HEADER)).toBeNull();

    const logs = await json<SystemLogs>(await call("GET", "/api/admin/system/logs", { token: admin.token, env: withDown() }));
    expect(logs.unavailable).toEqual(["DB_01"]);
  });

  it("makes an action on a row no answering database holds 503, not 404", async () => {
    const admin = await createUser({ isAdmin: true });
    const response = await call("POST", `/api/admin/users/${newId()}/verify`, { token: admin.token, env: withDown() });
    expect(response.status).toBe(503);
  });

  it("keeps a deleted message listed until every family database has dropped its copy", async () => {
    const admin = await createUser({ isAdmin: true });
    const created = await json<{ id: string }>(await call("POST", "/api/admin/messages", { token: admin.token, body: { title: "T", message: "M" } }));
    const refused = await call("DELETE", `/api/admin/messages/${created.id}`, { token: admin.token, env: withDown() });
    expect(refused.status).toBe(503);
    expect(await countIn(directory, "admin_messages", `id = '${created.id}'`)).toBe(1);
    expect((await call("DELETE", `/api/admin/messages/${created.id}`, { token: admin.token })).status).toBe(204);
    expect(await countIn(db01, "admin_messages", `id = '${created.id}'`)).toBe(0);
  });
});
