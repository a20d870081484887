import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { BACKUP_UPLOAD_MAX_BYTES } from "@contract/limits";
import { backupMessages } from "@contract/backup-messages";
import type { RestoreAnswer } from "@contract/schemas/backup";
import { DEFAULT_PUSH_PREFERENCES } from "@contract/schemas/push";
import { adminMessages, appErrors, dinnerMeals, enrolmentCodes, ticketResponses } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { exportBackup as exportService } from "@worker/services/admin/backup";
import { call, errorBody, json } from "../helpers/api";
import { enrol, enrolmentSetup, enrolSession } from "../helpers/code-steps";
import { emptyDatabase, exportBackup, importBackup, logIds, resigned, waitingAdmin, type ExportedFile } from "../helpers/backup";
import { createUser, db, dbOf, directory, everyFamilyDb, PASSWORD, type TestUser } from "../helpers/factories";
import { securityEventsOf } from "../helpers/security-events";
import { addItem, listOf, patchItem } from "../helpers/shopping";
import { seedFamily, tableCounts } from "../helpers/world";

const LONG = "Langur tekstur við ð, ø, æ og á. ".repeat(150).trim();

/** Two families with every kind of data, an administrator, a message read by one user, a ticket answered. */
async function seedEverything(): Promise<TestUser> {
  const admin = await createUser({ isAdmin: true });
  const first = await seedFamily();
  const second = await seedFamily();
  // The world's recipe has the album's photo as its picture; a dinner gets it too.
  await dbOf(first.user).update(dinnerMeals).set({ photoId: first.photoId }).where(eq(dinnerMeals.id, first.mealId));
  const token = second.user.token;
  const list = await listOf(second.user);
  for (const [name, quantity, unit] of [
    ["Ærtur 🫛 日本", 3, null],
    ["ærtur 🫛 日本", 2, "dósir"],
    ["Øl", 1, "½ l"],
  ] as const) {
    const item = await json<{ id: string }>(await addItem(second.user, { listId: list.id, name, quantity, unit }));
    expect((await patchItem(second.user, item.id, { completed: true })).status).toBe(200);
  }
  const daily = { title: "Morgunmatur 🍳", description: LONG, startTime: "2026-01-05T07:00:00.000Z", endTime: "2026-01-05T07:30:00.000Z" };
  expect((await call("POST", "/api/events", { token, body: { ...daily, recurrence: "daily", recurrenceEnds: "2026-12-31T00:00:00.000Z" } })).status).toBe(201);
  const messageId = newId();
  // As the broadcast stores it: the panel's row in the directory, a copy in every family database.
  const message = { id: messageId, title: "Dagføring", message: LONG, createdAt: new Date().toISOString() };
  for (const store of [directory, ...everyFamilyDb()]) await store.insert(adminMessages).values(message);
  expect((await call("POST", `/api/admin-messages/${messageId}/read`, { token: first.user.token })).status).toBe(204);
  const choices = { ...DEFAULT_PUSH_PREFERENCES, kinds: { ...DEFAULT_PUSH_PREFERENCES.kinds, dinnerTonight: false }, morningHour: 6 };
  expect((await call("PUT", "/api/push/preferences", { token: first.user.token, body: choices })).status).toBe(200);
  await db.insert(ticketResponses).values([
    { id: newId(), ticketId: first.ticketId, userId: admin.id, message: "Svar frá umsitaranum", isAdminResponse: true, createdAt: new Date().toISOString() },
    { id: newId(), ticketId: first.ticketId, userId: first.user.id, message: "Takk! 🙏", isAdminResponse: false, createdAt: new Date().toISOString() },
  ]);
  // The logs: a real sign-in (its attempt and security event) and an error the Worker reported.
  expect((await call("POST", "/api/auth/login", { body: { username: second.user.username, password: PASSWORD } })).status).toBe(200);
  await securityEventsOf({ kind: "sign_in", userId: second.user.id });
  await db
    .insert(appErrors)
    .values({ id: newId(), requestId: newId(), level: "ERROR", message: "D1_ERROR: ✗ dømi", source: "GET /api/events", createdAt: new Date().toISOString() });
  // More rows than one keyset page, so the export reads on from a page's last key (in the family
  // database the backup reads: the app logs sign-in attempts in the directory).
  await env
    .DB_00!.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1234)
     INSERT INTO login_events (id, user_id, username_key, ip, success, created_at)
     SELECT printf('%08d-0000-4000-8000-000000000000', i), ?, 'user', '10.0.0.1', i % 2, '2026-01-01T00:00:00.000Z' FROM n`,
    )
    .bind(first.user.id)
    .run();
  return admin;
}

/** An account's sign-in attempts, which the app logs in the directory. */
const attemptsOf = async (user: TestUser) =>
  (await env.DB.prepare("SELECT user_id, success FROM login_events WHERE user_id = ?").bind(user.id).all<{ user_id: string; success: number }>()).results;

/** A file's content apart from its export time and the signature, which covers that time. */
const withoutTime = (file: ExportedFile) => ({ ...file, exportedAt: undefined, signature: undefined });

/**
 * The file's rows of each table in one order: an export reads each table database by database, so
 * a row restored from the directory into the family database comes out in another place.
 */
const sameOrder = (file: ExportedFile): ExportedFile => ({
  ...file,
  tables: Object.fromEntries(
    Object.entries(file.tables).map(([table, rows]) => [
      table,
      rows
        .map((row) => JSON.stringify(row))
        .sort()
        .map((row) => JSON.parse(row)),
    ]),
  ),
});

/** The restored families by the family database the directory places them in. */
async function familiesByDatabase(): Promise<Record<string, string[]>> {
  const { results } = await env.DB.prepare("SELECT family_id, db FROM directory_families").all<{ family_id: string; db: string }>();
  const placed: Record<string, string[]> = {};
  for (const row of results) placed[row.db] = [...(placed[row.db] ?? []), row.family_id];
  return placed;
}

/** Each family's rows (its row, users, members, events, lists) are in its database and in no other. */
async function expectEachFamilyIn(placed: Record<string, string[]>) {
  const databases = { DB_00: env.DB_00!, DB_01: env.DB_01! };
  for (const [name, families] of Object.entries(placed)) {
    for (const [other, d1] of Object.entries(databases)) {
      for (const table of ["families", "users", "family_members", "events", "shopping_lists"]) {
        const column = table === "families" ? "id" : "family_id";
        const n = await d1
          .prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} IN (SELECT value FROM json_each(?))`)
          .bind(JSON.stringify(families))
          .first<{ n: number }>();
        if (other !== name) expect(n?.n, `${other}.${table} of ${name}'s families`).toBe(0);
        else if (table === "families") expect(n?.n).toBe(families.length);
      }
    }
  }
}

/** The file as a restore over two databases keeps it: an author column naming a user of the other database is empty. */
async function withAuthorsAcrossDatabasesEmptied(file: ExportedFile, placed: Record<string, string[]>): Promise<ExportedFile> {
  const databaseOfFamily = new Map(Object.entries(placed).flatMap(([name, families]) => families.map((family) => [family, name] as const)));
  const userDatabase = new Map((file.tables.users ?? []).map((user) => [user.id, databaseOfFamily.get(String(user.family_id))]));
  const ticketDatabase = new Map((file.tables.support_tickets ?? []).map((ticket) => [ticket.id, userDatabase.get(ticket.user_id)]));
  const responses = (file.tables.ticket_responses ?? []).map((response) =>
    userDatabase.get(response.user_id) === ticketDatabase.get(response.ticket_id) ? response : { ...response, user_id: null },
  );
  return { ...file, tables: { ...file.tables, ticket_responses: responses } };
}

async function serviceExport(): Promise<ExportedFile> {
  const { stream } = await exportService({ directory: env.DB, families: [env.DB_00!, env.DB_01!] }, env.JWT_SECRET, "FamilyHub");
  return JSON.parse(await new Response(stream).text()) as ExportedFile;
}

describe("backup round trip", () => {
  beforeEach(emptyDatabase);

  it("exports everything, restores it into an emptied database, and exports the same again", async () => {
    const admin = await seedEverything();
    const response = await exportBackup(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="familyhub_backup_\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    const exported = JSON.parse(text) as ExportedFile;
    expect(exported).toMatchObject({ format: "familyhub-backup", formatVersion: 1, signature: expect.stringMatching(/^hmac-sha256:[0-9a-f]{64}$/) });
    expect(exported.migration).toMatch(/^0\d{3}_/);
    expect(Object.keys(exported.tables)).not.toContain("sessions");
    expect(Object.keys(exported.tables)).not.toContain("auth_tokens");
    expect(Object.keys(exported.tables)).not.toContain("outbox");
    const users = exported.tables.users ?? [];
    expect(users.find((user) => user.id === admin.id)?.password_hash).toEqual(expect.any(String));
    expect(exported.tables.purchase_totals?.find((total) => total.purchase_count === 2)).toMatchObject({ total_quantity: 5 });
    expect(exported.tables.login_events?.length).toBeGreaterThanOrEqual(1234);
    expect(exported.tables.shopping_items?.flatMap((item) => (item.unit === null ? [] : [item.unit])).sort()).toEqual(["dósir", "½ l"]);
    for (const table of [
      "events",
      "ticket_responses",
      "admin_message_reads",
      "push_preferences",
      "shopping_items",
      "reminders",
      "purchases",
      "security_events",
      "app_errors",
      "recipes",
    ]) {
      expect(exported.tables[table]?.length, table).toBeGreaterThan(0);
    }
    // The album is not backed up, so no row of the file names a photo (docs/features/backup.md "Pictures").
    expect(exported.tables.photos).toBeUndefined();
    expect([...exported.tables.recipes!, ...exported.tables.dinner_meals!].map((row) => row.photo_id)).toEqual(
      [...exported.tables.recipes!, ...exported.tables.dinner_meals!].map(() => null),
    );

    await emptyDatabase();
    // A fresh install's admin under the exported admin's name, signed in: it gives way to the restored one.
    const waiting = await waitingAdmin(admin.username);
    const own = await logIds();
    const restored = await importBackup(waiting, text);
    expect(restored.status).toBe(200);
    expect(await json<{ rows: Record<string, number> }>(restored)).toMatchObject({ rows: { users: users.length } });

    // The fresh install's own log stays beside the restored one: the sign-in event and the attempt
    // keep the id of the administrator who gave way, whose account is gone (pseudonymous).
    const again = await serviceExport();
    // The families were spread over both family databases, each whole in one.
    const placed = await familiesByDatabase();
    expect(Object.keys(placed).sort()).toEqual(["DB_00", "DB_01"]);
    expect(Object.values(placed).flat().sort()).toEqual(exported.tables.families!.map((family) => String(family.id)).sort());
    await expectEachFamilyIn(placed);
    // Each database logged its part: the actor who uploaded, and the rows per table it wrote; the
    // parts add up to the file, the info messages copied into each.
    const restoredEvents = again.tables.security_events?.filter((row) => row.kind === "backup_restored") ?? [];
    expect(restoredEvents).toHaveLength(2);
    const details = restoredEvents.map((event) => {
      expect(event).toMatchObject({ actor_id: waiting.id, user_id: null });
      return JSON.parse(String(event.detail)) as { rows: Record<string, number>; exportedAt: string };
    });
    for (const [table, rows] of Object.entries(exported.tables)) {
      const counts = details.map((detail) => detail.rows[table] ?? 0);
      if (table === "admin_messages") expect(counts, table).toEqual([rows.length, rows.length]);
      else
        expect(
          counts.reduce((sum, n) => sum + n, 0),
          table,
        ).toBe(rows.length);
    }
    expect(details.map((detail) => detail.exportedAt)).toEqual([exported.exportedAt, exported.exportedAt]);
    const isOwn = (table: string, row: Record<string, unknown>) => own[table]?.includes(String(row.id)) ?? false;
    const tables = Object.fromEntries(
      Object.entries(again.tables).map(([table, rows]) => [table, rows.filter((row) => !restoredEvents.includes(row) && !isOwn(table, row))]),
    );
    // An administrator's answer to a ticket of a family in the other database names no account there.
    const expected = await withAuthorsAcrossDatabasesEmptied(exported, placed);
    expect(withoutTime(sameOrder({ ...again, tables }))).toEqual(withoutTime(sameOrder(expected)));
    expect(again.tables.security_events?.filter((row) => isOwn("security_events", row))).toEqual([
      expect.objectContaining({ kind: "sign_in", user_id: waiting.id, actor_id: waiting.id }),
    ]);
    // Its sign-in attempt is in the directory, which the restore leaves as it was.
    expect(await attemptsOf(waiting)).toEqual([{ user_id: waiting.id, success: 1 }]);
    expect(again.tables.users?.map((user) => user.id)).not.toContain(waiting.id);
    const totals = await Promise.all([env.DB_00!, env.DB_01!].map((d1) => d1.prepare("SELECT * FROM purchase_totals").all()));
    expect(sameOrder({ ...exported, tables: { t: totals.flatMap((answer) => answer.results) as ExportedFile["tables"][string] } }).tables.t).toEqual(
      sameOrder({ ...exported, tables: { t: exported.tables.purchase_totals! } }).tables.t,
    );
  });

  it("restores through the upload of an administrator who signed in, whose log stays", async () => {
    const admin = await seedEverything();
    const text = await (await exportBackup(admin)).text();
    await emptyDatabase();
    const waiting = await waitingAdmin();
    const own = await logIds();
    // Its sign-in attempt is logged in the directory, its sign-in event in its family database.
    expect(await attemptsOf(waiting)).toHaveLength(1);
    expect(own.security_events).toHaveLength(1);
    const restored = await importBackup(waiting, text);
    expect(restored.status).toBe(200);
    const file = JSON.parse(text) as ExportedFile;
    const counts = await tableCounts({ bookkeeping: true });
    const inFamilyDatabases = (table: string) => (counts[`DB_00.${table}`] ?? 0) + (counts[`DB_01.${table}`] ?? 0);
    expect(inFamilyDatabases("login_events")).toBe(file.tables.login_events?.length ?? 0);
    expect(await attemptsOf(waiting)).toEqual([{ user_id: waiting.id, success: 1 }]);
    // Its own sign-in event, and each database's restore event.
    expect(inFamilyDatabases("security_events")).toBe((file.tables.security_events?.length ?? 0) + 3);
    expect(await logIds()).toMatchObject({ security_events: expect.arrayContaining(own.security_events!) });
    expect(inFamilyDatabases("users")).toBe((file.tables.users?.length ?? 0) + 1);
  });

  it("computes each event's end for good afresh on restore: a file that leaves it out or states another still restores the stored one", async () => {
    const admin = await seedEverything();
    const exported = JSON.parse(await (await exportBackup(admin)).text()) as ExportedFile;
    const rows = exported.tables.events!;
    const daily = rows.find((row) => row.recurrence === "daily")!;
    // Daily at 07:00 Faroe time (UTC in winter) until the first moment of 31 December: the last one is on the 30th.
    expect(daily.ends_at).toBe("2026-12-30T07:30:00.000Z");
    const stored = Object.fromEntries(rows.map((row) => [row.id, row.ends_at]));
    for (const [index, row] of rows.entries()) {
      if (index % 2 === 0) delete row.ends_at;
      else row.ends_at = "2000-01-01T00:00:00.000Z";
    }
    await emptyDatabase();
    const waiting = await waitingAdmin();
    expect((await importBackup(waiting, resigned(exported))).status).toBe(200);
    const again = await serviceExport();
    expect(Object.fromEntries(again.tables.events!.map((row) => [row.id, row.ends_at]))).toEqual(stored);
  });

  it("writes a recipe's and a dinner's picture empty, and restores a file that names one with it empty: the album is not backed up", async () => {
    const admin = await seedEverything();
    const pictured = async (table: "recipes" | "dinner_meals") =>
      (
        await Promise.all(
          [env.DB_00!, env.DB_01!].map((d1) => d1.prepare(`SELECT count(*) AS n FROM ${table} WHERE photo_id IS NOT NULL`).first<{ n: number }>()),
        )
      ).reduce((sum, row) => sum + row!.n, 0);
    expect(await pictured("recipes")).toBe(2);
    expect(await pictured("dinner_meals")).toBe(1);
    const exported = JSON.parse(await (await exportBackup(admin)).text()) as ExportedFile;
    // A file from before the columns were emptied, or one edited: it names photos the file does not hold.
    for (const row of [...exported.tables.recipes!, ...exported.tables.dinner_meals!]) row.photo_id = newId();
    await emptyDatabase();
    const waiting = await waitingAdmin();
    const restored = await importBackup(waiting, resigned(exported));
    expect(restored.status).toBe(200);
    expect(await json<RestoreAnswer>(restored)).toMatchObject({ rows: { recipes: 2, dinner_meals: exported.tables.dinner_meals!.length } });
    expect(await pictured("recipes")).toBe(0);
    expect(await pictured("dinner_meals")).toBe(0);
    const again = await serviceExport();
    expect(again.tables.recipes!.map((row) => [row.title, row.photo_id])).toEqual([
      ["Ræst kjøt", null],
      ["Ræst kjøt", null],
    ]);
  });

  it("gives each restored administrator an enrolment code in the answer, with which each enrols, and none to the restoring one", async () => {
    const first = await createUser({ isAdmin: true });
    const second = await createUser({ isAdmin: true });
    await createUser();
    const text = await (await exportBackup(first)).text();
    await emptyDatabase();
    const waiting = await waitingAdmin();
    const restored = await importBackup(waiting, text);
    expect(restored.status).toBe(200);
    const codes = (await json<RestoreAnswer>(restored)).enrolmentCodes;
    expect(codes.map((entry) => entry.username).sort()).toEqual([first.username, second.username].sort());
    const codeOf = (user: TestUser) => codes.find((entry) => entry.username === user.username)!.code;
    // A code is its administrator's only.
    expect((await enrolmentSetup(await enrolSession(first), { enrolmentCode: codeOf(second) })).status).toBe(400);
    for (const admin of [first, second]) {
      const token = await enrolSession(admin);
      await enrol(token, codeOf(admin));
    }
    expect(await db.$count(enrolmentCodes, inArray(enrolmentCodes.userId, [first.id, second.id, waiting.id]))).toBe(0);
  });

  it("exports only the tables asked for, and answers 400 listing unknown ones", async () => {
    const admin = await seedEverything();
    const some = JSON.parse(await (await exportBackup(admin, { format: "json", tables: ["families", "events"] })).text()) as ExportedFile;
    expect(Object.keys(some.tables)).toEqual(["families", "events"]);
    const refused = await exportBackup(admin, { format: "json", tables: ["events", "gadgets", "sessions"] });
    expect(refused.status).toBe(400);
    expect((await errorBody(refused)).message).toBe("Unknown tables: gadgets, sessions");
    expect((await exportBackup(admin, { format: "csv" })).status).toBe(400);
  });

  it.each([
    [
      "a broken reference",
      (file: ExportedFile) => {
        file.tables.ticket_responses![0]!.ticket_id = newId();
      },
      "ticket_id",
    ],
    [
      "an unknown table",
      (file: ExportedFile) => {
        file.tables.gadgets = [];
      },
      "tables.gadgets",
    ],
    [
      "a newer format version",
      (file: ExportedFile) => {
        file.formatVersion = 2;
      },
      "formatVersion",
    ],
    [
      "a wrong type",
      (file: ExportedFile) => {
        file.tables.shopping_items![0]!.quantity = "two";
      },
      "quantity",
    ],
    [
      "a changed total",
      (file: ExportedFile) => {
        file.tables.purchase_totals![0]!.total_quantity = 99;
      },
      "purchase_totals",
    ],
  ])("refuses a file with %s, listing the problem and writing nothing", async (_case, spoil, path) => {
    const admin = await seedEverything();
    const file = JSON.parse(await (await exportBackup(admin)).text()) as ExportedFile;
    spoil(file);
    await emptyDatabase();
    const waiting = await waitingAdmin();
    const before = await tableCounts();
    const response = await importBackup(waiting, JSON.stringify(file));
    expect(response.status).toBe(400);
    const body = await errorBody(response);
    expect(body.message).toMatch(/^The backup was refused, nothing was written/);
    expect(body.issues?.some((issue) => issue.path.includes(path))).toBe(true);
    expect(await tableCounts()).toEqual(before);
  });

  it("refuses a truncated file, and a database that holds more than the admin", async () => {
    const admin = await seedEverything();
    const text = await (await exportBackup(admin)).text();
    const before = await tableCounts();
    const truncated = await importBackup(admin, text.slice(0, Math.floor(text.length / 2)));
    expect(truncated.status).toBe(400);
    expect((await errorBody(truncated)).issues?.[0]?.message).toBe("The file is not complete JSON: truncated or damaged");
    expect(await tableCounts()).toEqual(before);
    const occupied = await importBackup(admin, text);
    expect(occupied.status).toBe(409);
    expect(await tableCounts()).toEqual(before);
  });

  it("refuses an upload over 10 MiB with 413, writing nothing, and takes the same file unpadded", async () => {
    const admin = await seedEverything();
    const text = await (await exportBackup(admin)).text();
    await emptyDatabase();
    const waiting = await waitingAdmin();
    const before = await tableCounts({ bookkeeping: true });
    const padded = text + " ".repeat(BACKUP_UPLOAD_MAX_BYTES + 1 - new TextEncoder().encode(text).length);
    const tooLarge = await importBackup(waiting, padded);
    expect(tooLarge.status).toBe(413);
    expect((await errorBody(tooLarge)).message).toBe(backupMessages.tooLarge);
    expect(await tableCounts({ bookkeeping: true })).toEqual(before);
    expect((await importBackup(waiting, padded.slice(0, -1))).status).toBe(200);
  });

  it("is for administrators only", async () => {
    const user = await createUser();
    expect((await exportBackup(user)).status).toBe(403);
    expect((await importBackup(user, "{}")).status).toBe(403);
    expect((await call("POST", "/api/admin/system/backup/export", { body: { format: "json" } })).status).toBe(401);
    expect((await call("POST", "/api/admin/system/backup/import", { rawBody: "{}" })).status).toBe(401);
  });
});
