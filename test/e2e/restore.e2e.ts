import { execFile, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sqlAt } from "./helpers/database";
import { addItems, baseUrl, createAdmin, createUsers, tickItem } from "./helpers/factories";

/**
 * `npm run restore` (scripts/restore.mjs) as an operator runs it after a disaster: the suite's
 * server exports its whole database through the admin route, and the script restores the file into
 * fresh local databases (their migrations applied, nothing else), through `wrangler d1 execute`:
 * the families spread over DB_00 and DB_01, their directory rows into DB.
 * The suite's files run one at a time, so nothing writes to the server while it exports. Each test
 * restores into a database of its own, so they pass in any order.
 */
const root = new URL("../..", import.meta.url).pathname;
const wranglerEnv = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "true" };

type Row = Record<string, unknown>;
interface BackupFile {
  migration: string;
  tables: Record<string, Row[]>;
}

/** The database the test restores into: a copy of `emptyDatabase` unless the test starts from another. */
let target: string;
let work: string;
/** Migrations applied and the fresh install's own log written, made once and copied for each test. */
let emptyDatabase: string;
let restoredDatabase: string | undefined;
let backup: BackupFile;
let backupPath: string;

/** A fresh install's databases: their migrations applied, and the fresh install's own log written. */
async function makeEmptyDatabase(stateDir: string): Promise<void> {
  await promisify(execFile)(process.execPath, [join(root, "scripts", "migrate-all.mjs"), "--persist-to", stateDir], { cwd: root, env: wranglerEnv });
  sqlAt(stateDir, OWN_LOG_SQL.directory, "DB");
  sqlAt(stateDir, OWN_LOG_SQL.family);
}

/** The suite's server's whole database, exported through the admin route. */
async function exportServer(): Promise<string> {
  const [[owner], admin] = await Promise.all([createUsers([{ prefix: "rst" }]), createAdmin("rstadm", { steppedUp: true })]);
  const [milk] = await addItems(owner!, ["Mjólk", "Rugbreyð", "Smør"]);
  await tickItem(owner!, milk!);
  const answer = await fetch(`${baseUrl()}/api/admin/system/backup/export`, {
    method: "POST",
    headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
    body: JSON.stringify({ format: "json" }),
  });
  expect(answer.status).toBe(200);
  return answer.text();
}

/** SQL on both of the target's family databases, where the restore spreads the file's families: the rows of both. */
const sql = <T = Row>(command: string): T[] => FAMILY_DATABASES.flatMap((database) => sqlAt<T>(target, command, database));

function restoreInto(stateDir: string, file: string, ...flags: string[]) {
  return spawnSync(process.execPath, [join(root, "scripts", "restore.mjs"), file, ...flags], {
    cwd: root,
    encoding: "utf8",
    env: { ...wranglerEnv, STATE_DIR: stateDir },
  });
}

const restore = (file: string, ...flags: string[]) => restoreInto(target, file, ...flags);

/** Makes a copy of the database `from` the test's target. */
function startFrom(from: string): void {
  target = join(work, `state-${randomUUID()}`);
  cpSync(from, target, { recursive: true });
}

/** A database the exported file was restored into completely: made when a test first asks for one, unless the full restore's test has left one. */
function afterARestore(): string {
  if (!restoredDatabase) {
    const made = join(work, "restored");
    cpSync(emptyDatabase, made, { recursive: true });
    const run = restoreInto(made, backupPath);
    if (run.status !== 0) throw new Error(`The restore to start from failed:\n${run.stderr}`);
    restoredDatabase = made;
  }
  return restoredDatabase;
}

/** The exported file without its signature. */
function unsignedPath(): string {
  const path = join(work, "unsigned.json");
  writeFileSync(path, JSON.stringify({ ...backup, signature: undefined }));
  return path;
}

/** Row counts of the target for every table of the file, summed over its databases (the directory, DB_00, DB_01). */
function targetCounts(): Record<string, number> {
  const names = Object.keys(backup.tables);
  const query = `SELECT ${names.map((name) => `(SELECT count(*) FROM "${name}") AS "${name}"`).join(", ")}`;
  const counts = DATABASES.map((database) => sqlAt<Record<string, number>>(target, query, database)[0] ?? {});
  return Object.fromEntries(names.map((name) => [name, counts.reduce((sum, row) => sum + (row[name] ?? 0), 0)]));
}

/** SQLite's own order for text (BINARY: by code point), not the locale's. */
const byCodePoint = (a: unknown, b: unknown) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0);

/**
 * The fresh install's own log, written before the restore (a refused sign-in, its security event,
 * an error): it does not make the database occupied, and stays beside the restored rows.
 */
const OWN_LOG = { login_events: 1, security_events: 1, app_errors: 1 };
const OWN_LOG_SQL = {
  // Before sign-in: in the directory.
  directory: `INSERT INTO login_events (id, user_id, username_key, ip, success, created_at) VALUES ('${randomUUID()}', NULL, 'admin', '10.0.0.1', 0, '2026-01-01T00:00:00.000Z');
  INSERT INTO security_events (id, kind, user_id, client, route, created_at) VALUES ('${randomUUID()}', 'sign_in_failed', NULL, '10.0.0.1', NULL, '2026-01-01T00:00:00.000Z')`,
  family: `INSERT INTO app_errors (id, request_id, level, message, source, created_at) VALUES ('${randomUUID()}', NULL, 'ERROR', 'Error: dømi', 'GET /api/events', '2026-01-01T00:00:00.000Z')`,
};

/** The databases of wrangler.toml, which `npm run db:migrate` makes. */
const DATABASES = ["DB", "DB_00", "DB_01"] as const;
const FAMILY_DATABASES = ["DB_00", "DB_01"] as const;

/** The restore's own security event, one in each family database it wrote. */
const RESTORE_EVENT = { security_events: 2 };

/** The file's row counts, plus the fresh install's own log rows and the restore's event. */
const expectedCounts = () =>
  Object.fromEntries(
    Object.entries(backup.tables).map(([name, rows]) => [
      name,
      rows.length + (OWN_LOG[name as keyof typeof OWN_LOG] ?? 0) + (RESTORE_EVENT[name as keyof typeof RESTORE_EVENT] ?? 0),
    ]),
  );

/** Nothing but the fresh install's own log. */
const emptyCounts = () => Object.fromEntries(Object.keys(backup.tables).map((name) => [name, OWN_LOG[name as keyof typeof OWN_LOG] ?? 0]));

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "familyhub-restore-test-"));
  emptyDatabase = join(work, "empty");
  const [text] = await Promise.all([exportServer(), makeEmptyDatabase(emptyDatabase)]);
  backup = JSON.parse(text) as BackupFile;
  backupPath = join(work, "backup.json");
  writeFileSync(backupPath, text);
}, 180_000);

beforeEach(() => startFrom(emptyDatabase));

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("npm run restore", () => {
  it("refuses a file with a broken reference and writes nothing", () => {
    const [item] = backup.tables.shopping_items ?? [];
    expect(item).toBeDefined();
    const broken = { ...backup, tables: { ...backup.tables, shopping_items: [{ ...item, list_id: "no-such-list" }] } };
    const brokenPath = join(work, "broken.json");
    writeFileSync(brokenPath, JSON.stringify(broken));

    const run = restore(brokenPath);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Refused, nothing written");
    expect(run.stderr).toContain("tables.shopping_items[0].list_id");
    expect(targetCounts()).toEqual(emptyCounts());
  }, 120_000);

  it("refuses a file without its signature, or changed after the export, and writes nothing", () => {
    const unsigned = restore(unsignedPath());
    expect(unsigned.status).toBe(1);
    expect(unsigned.stderr).toContain("signature: The file carries no signature");
    const [user] = backup.tables.users ?? [];
    const tampered = { ...backup, tables: { ...backup.tables, users: [{ ...user, email: "mallory@example.test" }, ...(backup.tables.users ?? []).slice(1)] } };
    const tamperedPath = join(work, "tampered.json");
    writeFileSync(tamperedPath, JSON.stringify(tampered));
    const changed = restore(tamperedPath);
    expect(changed.status).toBe(1);
    expect(changed.stderr).toContain("signature: The file's signature does not match");
    expect(targetCounts()).toEqual(emptyCounts());
  }, 120_000);

  it("restores every exported row into an empty database, purchase totals rebuilt equal", () => {
    const run = restore(backupPath);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Restored the local databases");
    expect(targetCounts()).toEqual(expectedCounts());
    // The directory knows every restored account and family, in the family database they went to.
    const accounts = sqlAt<{ user_id: string; username_key: string; db: string }>(
      target,
      "SELECT user_id, username_key, db FROM directory_accounts ORDER BY user_id",
      "DB",
    );
    const families = sqlAt<{ family_id: string; db: string }>(target, "SELECT family_id, db FROM directory_families ORDER BY family_id", "DB");
    expect(families.map((family) => family.family_id)).toEqual([...(backup.tables.families ?? [])].map((family) => family.id).sort(byCodePoint));
    // Spread over both family databases, each family whole in the one the directory names.
    const dbOfFamily = new Map(families.map((family) => [family.family_id, family.db]));
    for (const database of FAMILY_DATABASES) {
      const placedHere = families.filter((family) => family.db === database).map((family) => family.family_id);
      expect(placedHere.length, database).toBeGreaterThan(0);
      expect(sqlAt<{ id: string }>(target, "SELECT id FROM families ORDER BY id", database).map((row) => row.id)).toEqual(placedHere);
    }
    expect(accounts).toEqual(
      [...(backup.tables.users ?? [])]
        .map((user) => ({ user_id: user.id, username_key: String(user.username).toLowerCase(), db: dbOfFamily.get(String(user.family_id)) ?? "DB_00" }))
        .sort((a, b) => byCodePoint(a.user_id, b.user_id)),
    );
    // A complete restore: the tests that start from one take a copy instead of restoring again.
    restoredDatabase ??= target;
    // The kept totals come from the purchases' triggers, never from the file, and equal the exported ones.
    const totals = sql<Row>("SELECT * FROM purchase_totals").sort((a, b) => byCodePoint(a.family_id, b.family_id) || byCodePoint(a.name_key, b.name_key));
    const exported = [...(backup.tables.purchase_totals ?? [])].sort((a, b) => byCodePoint(a.family_id, b.family_id) || byCodePoint(a.name_key, b.name_key));
    expect(exported.length).toBeGreaterThan(0);
    expect(totals).toEqual(exported);
    // Users keep their password hashes: without them nobody could sign in after a restore.
    const hashes = sql<{ id: string; password_hash: string }>("SELECT id, password_hash FROM users").sort((a, b) => byCodePoint(a.id, b.id));
    expect(hashes).toEqual([...(backup.tables.users ?? [])].map(({ id, password_hash }) => ({ id, password_hash })).sort((a, b) => byCodePoint(a.id, b.id)));
    // A backup holds no second factors: each administrator of the file gets an enrolment code, printed once.
    const admins = (backup.tables.users ?? []).filter((user) => user.is_admin === 1);
    expect(admins.length).toBeGreaterThan(0);
    for (const { username } of admins)
      expect(run.stdout).toMatch(new RegExp(`Enrolment code for ${String(username).replace(/[.\\-]/g, "\\$&")}: [a-z2-7]{4}(-[a-z2-7]{4}){3} `));
    const holders = sql<{ user_id: string }>("SELECT user_id FROM enrolment_codes").map((row) => row.user_id);
    expect(holders.sort(byCodePoint)).toEqual(admins.map((admin) => String(admin.id)).sort(byCodePoint));
  }, 180_000);

  it("refuses a database that already holds data, and --resume writes nothing twice", () => {
    startFrom(afterARestore());
    const again = restore(backupPath);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("the databases must hold nothing but the admin");

    const resumed = restore(backupPath, "--resume");
    expect(resumed.status).toBe(0);
    expect(targetCounts()).toEqual(expectedCounts());
  }, 180_000);

  it("takes an unsigned file only with --trust-unsigned, and its event says so", () => {
    startFrom(afterARestore());
    const trusted = restore(unsignedPath(), "--resume", "--trust-unsigned");
    expect(trusted.stderr).toBe("");
    expect(trusted.status).toBe(0);
    // Each run logged an event in each family database, with the rows it wrote there.
    const events = sql<{ actor_id: string | null; client: string; detail: string }>(
      "SELECT actor_id, client, detail FROM security_events WHERE kind = 'backup_restored'",
    );
    expect(events.map((event) => [event.actor_id, event.client])).toEqual(Array.from({ length: 4 }, () => [null, "npm run restore"]));
    const details = events.map((event) => JSON.parse(event.detail) as { rows: Record<string, number>; trustedUnsigned?: boolean });
    expect(details.map((detail) => detail.trustedUnsigned ?? false).sort()).toEqual([false, false, true, true]);
    // One run's parts add up to the file (the info messages are copied into each database).
    const firstRun = details.filter((detail) => !detail.trustedUnsigned);
    for (const [name, rows] of Object.entries(backup.tables)) {
      const written = firstRun.map((detail) => detail.rows[name] ?? 0);
      expect(name === "admin_messages" ? written : written.reduce((sum, n) => sum + n, 0), name).toEqual(
        name === "admin_messages" ? [rows.length, rows.length] : rows.length,
      );
    }
  }, 180_000);
});
