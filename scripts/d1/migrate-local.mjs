// The local databases' migrations in one process: the same files, split into statements by the same
// code the Worker tests use (readD1Migrations), and the same `d1_migrations` table as `wrangler d1
// migrations apply`, so either can apply the next migration. Wrangler's own apply starts a local
// runtime per migration, about a minute and a half a database here; this starts one for them all.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { getPlatformProxy, unstable_readConfig } from "wrangler";
import { databaseBindings } from "./databases.mjs";

const TABLE = "d1_migrations";

/**
 * Applies every pending migration to each local database of `config` in the state `--persist-to`
 * names (or wrangler's default beside the config). Answers [{ binding, applied: [names] }].
 */
export async function migrateLocally({ config, where }) {
  const persistTo = where.includes("--persist-to") ? resolve(where[where.indexOf("--persist-to") + 1]) : join(dirname(config), ".wrangler", "state");
  const read = unstable_readConfig({ config });
  const migrations = await readD1Migrations(resolve(dirname(config), read.d1_databases?.[0]?.migrations_dir ?? "migrations"));
  // The databases alone: the app's config would also start its Durable Object, which the proxy has no code for (and says so).
  const folder = mkdtempSync(join(tmpdir(), "familyhub-migrate-"));
  const databases = databaseBindings(config).map((binding) => read.d1_databases.find((database) => database.binding === binding));
  writeFileSync(join(folder, "wrangler.json"), JSON.stringify({ name: read.name, compatibility_date: read.compatibility_date, d1_databases: databases }));
  // `wrangler dev --persist-to X` keeps its state in X/v3; the proxy is given that folder itself.
  const proxy = await getPlatformProxy({ configPath: join(folder, "wrangler.json"), persist: { path: join(persistTo, "v3") } });
  try {
    const results = [];
    for (const { binding } of databases) results.push({ binding, applied: await apply(proxy.env[binding], migrations) });
    return results;
  } finally {
    await proxy.dispose();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function apply(db, migrations) {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS ${TABLE} (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`,
    )
    .run();
  const done = new Set((await db.prepare(`SELECT name FROM ${TABLE}`).all()).results.map((row) => row.name));
  const applied = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    // One batch a migration: its statements and its row commit together, or not at all.
    await db.batch([...migration.queries.map((query) => db.prepare(query)), db.prepare(`INSERT INTO ${TABLE} (name) VALUES (?)`).bind(migration.name)]);
    applied.push(migration.name);
  }
  return applied;
}
