import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isFamilyDatabaseName } from "@worker/db/databases";

// Every database (the directory DB and each family database DB_nn) gets every migration, so a query
// runs the same on any of them and a family can move between them (docs/scale.md). D1 keeps its own
// table (_cf_METADATA) and SQLite its own (sqlite_sequence, the autoindexes of the tables' keys,
// which the tables' own SQL already shows): those are left out, everything else is compared.
const SCHEMA_SQL = String.raw`SELECT type, name, tbl_name, sql FROM sqlite_master
  WHERE name NOT LIKE 'sqlite\_%' ESCAPE '\' AND name NOT LIKE '\_cf\_%' ESCAPE '\' ORDER BY type, name`;

const bindings = env as unknown as Record<string, unknown>;
const databases = Object.keys(bindings)
  .filter((name) => name === "DB" || isFamilyDatabaseName(name))
  .sort()
  .map((name) => ({ name, d1: bindings[name] as D1Database }));

const schemaOf = async (d1: D1Database) => (await d1.prepare(SCHEMA_SQL).all()).results;
const migrationsOf = async (d1: D1Database) =>
  (await d1.prepare("SELECT name FROM d1_migrations ORDER BY id").all<{ name: string }>()).results.map((row) => row.name);

describe("the databases' schemas", () => {
  it("declares the directory and at least two family databases", () => {
    expect(databases.length).toBeGreaterThanOrEqual(3);
    expect(databases.map((database) => database.name)).toEqual(expect.arrayContaining(["DB", "DB_00", "DB_01"]));
  });

  it("gives every database every migration, in the same order", async () => {
    const migrations = env.TEST_MIGRATIONS.map((migration) => migration.name);
    for (const { name, d1 } of databases) expect({ name, migrations: await migrationsOf(d1) }).toEqual({ name, migrations });
  });

  it("gives every database the same tables, indexes, triggers and views, to the letter", async () => {
    const [first, ...others] = await Promise.all(databases.map(async ({ name, d1 }) => ({ name, schema: await schemaOf(d1) })));
    expect(first?.schema).toContainEqual(expect.objectContaining({ type: "table", name: "directory_accounts" }));
    expect(first?.schema).toContainEqual(expect.objectContaining({ type: "trigger" }));
    for (const { name, schema } of others) expect({ name, schema }).toEqual({ name, schema: first?.schema });
  });
});
