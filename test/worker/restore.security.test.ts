import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { backupMessages } from "@contract/backup-messages";
import { signBackup } from "@worker/lib/backup/signature";
import { call, errorBody, json } from "../helpers/api";
import { emptyDatabase, exportBackup, importBackup, resigned, waitingAdmin, type ExportedFile } from "../helpers/backup";
import { createUser, PASSWORD, type TestUser } from "../helpers/factories";
import { seedFamily, tableCounts } from "../helpers/world";

/** A family and an administrator, exported, then the database emptied: a file to restore into a fresh install. */
async function exportedFile(): Promise<{ file: ExportedFile; text: string }> {
  const admin = await createUser({ isAdmin: true });
  await seedFamily();
  const text = await (await exportBackup(admin)).text();
  await emptyDatabase();
  return { file: JSON.parse(text) as ExportedFile, text };
}

/** The file's first user who is not an administrator. */
const familyUser = (file: ExportedFile) => file.tables.users!.findIndex((user) => user.is_admin === 0);

async function expectRefused(waiting: TestUser, body: string, path: string, message?: string) {
  const before = await tableCounts({ bookkeeping: true });
  const response = await importBackup(waiting, body);
  expect(response.status).toBe(400);
  const answer = await errorBody(response);
  expect(answer.message).toMatch(/^The backup was refused, nothing was written/);
  expect(answer.issues?.map((issue) => issue.path)).toContain(path);
  if (message) expect(answer.issues?.find((issue) => issue.path === path)?.message).toBe(message);
  expect(await tableCounts({ bookkeeping: true })).toEqual(before);
}

describe("restore: only files this server signed", () => {
  beforeEach(emptyDatabase);

  it("refuses a file changed after its export, writing nothing", async () => {
    const { file } = await exportedFile();
    const waiting = await waitingAdmin();
    file.tables.users![familyUser(file)]!.email = "someone-else@example.test";
    await expectRefused(waiting, JSON.stringify(file), "signature", backupMessages.wrongSignature);
  });

  it("refuses a file without a signature, writing nothing", async () => {
    const { file } = await exportedFile();
    const waiting = await waitingAdmin();
    await expectRefused(waiting, JSON.stringify({ ...file, signature: undefined }), "signature", backupMessages.unsigned);
  });

  it("refuses a file signed under another server's secret, writing nothing", async () => {
    const { file } = await exportedFile();
    const waiting = await waitingAdmin();
    await expectRefused(
      waiting,
      JSON.stringify({ ...file, signature: signBackup("another-servers-secret", file) }),
      "signature",
      backupMessages.wrongSignature,
    );
  });

  it("takes the signed file with its spacing and key order changed: the signature covers the content", async () => {
    const { file } = await exportedFile();
    const waiting = await waitingAdmin();
    const reordered = {
      signature: file.signature,
      tables: file.tables,
      exportedAt: file.exportedAt,
      migration: file.migration,
      formatVersion: 1,
      format: file.format,
    };
    const response = await importBackup(waiting, JSON.stringify(reordered, null, 2));
    expect(response.status).toBe(200);
  });
});

describe("restore: only accounts the app itself writes", () => {
  beforeEach(emptyDatabase);

  const [scheme, n, r, p, salt, key] = ["scrypt", 16384, 8, 5, "AAAAAAAAAAAAAAAAAAAAAA==", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="];
  it.each([
    ["a cheap scrypt hash (N=2)", "password_hash", [scheme, 2, 1, 1, salt, key].join("$")],
    ["parameters the app never used", "password_hash", [scheme, n, 8, 1, salt, key].join("$")],
    ["another scheme", "password_hash", `$2b$04$${"a".repeat(53)}`],
    ["a short salt", "password_hash", [scheme, n, r, p, "AAAA", key].join("$")],
    ["a hash with a trailing part", "password_hash", [scheme, n, r, p, salt, key, "x"].join("$")],
    ["a username with a line break", "username", "mallory\r\nBcc: all@example.test"],
    ["a username registration refuses", "username", "ab"],
    ["an e-mail address with a line break", "email", "mallory@example.test\r\nBcc: all@example.test"],
    ["an e-mail address registration refuses", "email", "not-an-address"],
    ["an e-mail address with spaces around it", "email", " mallory@example.test"],
  ])("refuses a signed file whose user has %s, writing nothing", async (_case, column, value) => {
    const { file } = await exportedFile();
    const waiting = await waitingAdmin();
    const index = familyUser(file);
    file.tables.users![index]![column] = value;
    await expectRefused(waiting, resigned(file), `tables.users[${index}].${column}`);
  });

  it("takes the signed file as exported: its hashes are the app's own", async () => {
    const { text } = await exportedFile();
    const waiting = await waitingAdmin();
    expect((await importBackup(waiting, text)).status).toBe(200);
  });
});

describe("restore: other waiting administrators", () => {
  beforeEach(emptyDatabase);

  it("refuses with 409 when another administrator has the name of a user of the file, deleting nobody", async () => {
    const { file, text } = await exportedFile();
    const taken = String(file.tables.users![familyUser(file)]!.username);
    const uploader = await waitingAdmin();
    const other = await waitingAdmin(taken);
    const before = await tableCounts({ bookkeeping: true });
    const response = await importBackup(uploader, text);
    expect(response.status).toBe(409);
    expect((await errorBody(response)).message).toBe(backupMessages.adminInTheWay(taken, taken));
    expect(await tableCounts({ bookkeeping: true })).toEqual(before);
    expect(await env.DB_00!.prepare("SELECT id FROM users WHERE id = ?").bind(other.id).first()).toEqual({ id: other.id });
  });

  it("keeps an administrator the file does not name, and replaces only the uploader whose name the file has", async () => {
    const { file, text } = await exportedFile();
    const fileAdmin = file.tables.users!.find((user) => user.is_admin === 1)!;
    const uploader = await waitingAdmin(String(fileAdmin.username));
    const bystander = await waitingAdmin();
    const response = await importBackup(uploader, text);
    expect(response.status).toBe(200);
    expect(await json<{ rows: Record<string, number> }>(response)).toMatchObject({ rows: { users: file.tables.users!.length } });
    // Where each account's row is, in either family database.
    const held = (
      await Promise.all(
        (["DB_00", "DB_01"] as const).map(async (name) => {
          const { results } = await env[name]!.prepare("SELECT id FROM users WHERE id IN (?, ?, ?)")
            .bind(uploader.id, bystander.id, fileAdmin.id)
            .all<{ id: string }>();
          return results.map((row) => ({ user_id: row.id, db: name }));
        }),
      )
    ).flat();
    expect(held.map((row) => row.user_id).sort()).toEqual([bystander.id, String(fileAdmin.id)].sort());
    expect(held).toContainEqual({ user_id: bystander.id, db: "DB_00" });
    expect(await env.DB_00!.prepare("SELECT id FROM families WHERE id = ?").bind(bystander.familyId).first()).toEqual({ id: bystander.familyId });
    // The directory follows: the uploader and their family forgotten, the bystander kept, the file's administrator placed where its row is.
    const placed = await env.DB.prepare("SELECT user_id, db FROM directory_accounts WHERE user_id IN (?, ?, ?)")
      .bind(uploader.id, bystander.id, fileAdmin.id)
      .all<{ user_id: string; db: string }>();
    const byUser = (a: { user_id: string }, b: { user_id: string }) => a.user_id.localeCompare(b.user_id);
    expect(placed.results.sort(byUser)).toEqual(held.sort(byUser));
    expect(await env.DB.prepare("SELECT family_id FROM directory_families WHERE family_id = ?").bind(uploader.familyId).first()).toBeNull();
  });

  it("refuses with 409 when an account of another family database has the name of a user of the file, writing nothing", async () => {
    const { file, text } = await exportedFile();
    const taken = String(file.tables.users![familyUser(file)]!.username);
    const uploader = await waitingAdmin();
    // An account elsewhere: only the directory knows its name.
    const elsewhere = await createUser({ database: "DB_01" });
    await env.DB.prepare("UPDATE directory_accounts SET username_key = lower(?) WHERE user_id = ?").bind(taken, elsewhere.id).run();
    const before = await tableCounts({ bookkeeping: true });
    const response = await importBackup(uploader, text);
    expect(response.status).toBe(409);
    expect((await errorBody(response)).message).toBe(backupMessages.accountInTheWay(taken.toLowerCase(), taken));
    expect(await tableCounts({ bookkeeping: true })).toEqual(before);
  });
});

describe("restore: the directory", () => {
  beforeEach(emptyDatabase);

  it("spreads the restored families over both family databases as registration places them, each whole in one, so restored users of both sign in", async () => {
    const admin = await createUser({ isAdmin: true });
    const worlds = [await seedFamily(), await seedFamily(), await seedFamily()];
    const text = await (await exportBackup(admin)).text();
    const file = JSON.parse(text) as ExportedFile;
    await emptyDatabase();
    const uploader = await waitingAdmin();
    expect((await call("POST", "/api/auth/login", { body: { username: worlds[0]!.user.username, password: PASSWORD } })).status).toBe(401);

    expect((await importBackup(uploader, text)).status).toBe(200);
    const families = (await env.DB.prepare("SELECT family_id, db FROM directory_families").all<{ family_id: string; db: string }>()).results;
    const dbOfFamily = new Map(families.map((row) => [row.family_id, row.db]));
    // Every family of the file is placed; the uploader's database held one account, so the first goes to the other, and they alternate.
    const filed = file.tables.families!.map((family) => String(family.id));
    expect(filed.every((id) => dbOfFamily.has(id))).toBe(true);
    expect(new Set(filed.map((id) => dbOfFamily.get(id)))).toEqual(new Set(["DB_00", "DB_01"]));
    expect(dbOfFamily.get(filed[0]!)).toBe("DB_01");
    for (const id of filed) {
      for (const name of ["DB_00", "DB_01"] as const) {
        const row = await env[name]!.prepare("SELECT count(*) AS n FROM families WHERE id = ?").bind(id).first<{ n: number }>();
        expect(row?.n, `${name} holds ${id}`).toBe(name === dbOfFamily.get(id) ? 1 : 0);
      }
    }
    const accounts = (await env.DB.prepare("SELECT user_id, username_key, email_key, db FROM directory_accounts").all()).results;
    expect(accounts).toEqual(
      expect.arrayContaining(
        file.tables.users!.map((user) => ({
          user_id: user.id,
          username_key: String(user.username).toLowerCase(),
          email_key: String(user.email).toLowerCase(),
          db: dbOfFamily.get(String(user.family_id)) ?? "DB_00",
        })),
      ),
    );
    for (const world of worlds) {
      const signedIn = await call("POST", "/api/auth/login", { body: { username: world.user.username.toUpperCase(), password: PASSWORD } });
      expect(signedIn.status).toBe(200);
      const { token } = await json<{ token: string }>(signedIn);
      // A family read answers the family's own rows from its database.
      const lists = await call("GET", `/api/families/${world.user.familyId}/shopping-lists`, { token });
      expect(lists.status).toBe(200);
      expect((await json<unknown[]>(lists)).length).toBeGreaterThan(0);
    }
  });

  it("a database that fails its part undoes the parts already written: nothing of the file stays anywhere, and the answer is 503", async () => {
    const admin = await createUser({ isAdmin: true });
    await seedFamily();
    await seedFamily();
    const text = await (await exportBackup(admin)).text();
    await emptyDatabase();
    const uploader = await waitingAdmin();
    const before = await tableCounts({ bookkeeping: true });
    // The uploader's own database (written last) refuses any new family.
    await env.DB_00!.prepare("CREATE TRIGGER refuse_families BEFORE INSERT ON families BEGIN SELECT RAISE(ABORT, 'full'); END").run();
    try {
      const response = await importBackup(uploader, text);
      expect(response.status).toBe(503);
      expect((await errorBody(response)).message).toBe(backupMessages.databaseFailed);
    } finally {
      await env.DB_00!.prepare("DROP TRIGGER refuse_families").run();
    }
    expect(await tableCounts({ bookkeeping: true })).toEqual(before);
  });
});
