import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { TABLES_NAMING_A_FAMILY_OR_USER } from "@worker/db/family-scope";
import { call, json } from "@test/helpers/api";
import { createUser, dbOf } from "@test/helpers/factories";
import { familyMoves } from "@worker/db/schema";
import { eq } from "drizzle-orm";

const NOT_A_FAMILYS = new Set(["directory_accounts", "directory_families", "family_moves"]);

/** Every table of the database itself (not of the schema) with a family_id or user_id column. */
async function tablesNamingAFamilyOrUser(d1: D1Database): Promise<string[]> {
  const { results } = await d1
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name")
    .all<{ name: string }>();
  const naming = await Promise.all(
    results.map(async ({ name }) => {
      const columns = (await d1.prepare(`PRAGMA table_info("${name}")`).all<{ name: string }>()).results.map((column) => column.name);
      return columns.includes("family_id") || columns.includes("user_id") ? [name] : [];
    }),
  );
  return naming.flat().filter((name) => !NOT_A_FAMILYS.has(name));
}

describe("a moving family's write guards", () => {
  it("every table with a family_id or user_id column has its three guards, in every database", async () => {
    const tables = await tablesNamingAFamilyOrUser(env.DB_00!);
    expect(tables.length).toBeGreaterThan(30);
    expect([...TABLES_NAMING_A_FAMILY_OR_USER].sort(), "the schema and the migrated database name the same tables").toEqual(tables);
    for (const d1 of [env.DB, env.DB_00!, env.DB_01!]) {
      const { results } = await d1
        .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_moving\\_%' ESCAPE '\\'")
        .all<{ name: string }>();
      const guards = new Set(results.map((row) => row.name));
      for (const table of tables)
        for (const operation of ["insert", "update", "delete"]) expect(guards, `${table}_moving_${operation}`).toContain(`${table}_moving_${operation}`);
    }
  });

  it("refuses a moving family's writes with 503 `moving` and Retry-After, reads still answer, and another family writes on", async () => {
    const moving = await createUser();
    const other = await createUser();
    await dbOf(moving).insert(familyMoves).values({ familyId: moving.familyId, toDb: "DB_01", startedAt: new Date().toISOString() });
    try {
      const refused = await call("POST", "/api/shopping-lists", { token: moving.token, body: { familyId: moving.familyId, name: "Keyp" } });
      expect(refused.status).toBe(503);
      expect(refused.headers.get("Retry-After")).toBe("5");
      expect(await json(refused)).toMatchObject({ code: "moving", message: "Familjan verður flutt. Royn aftur um eina løtu." });
      // A user-scoped row of the family's user: refused too, in SQL.
      await expect(dbOf(moving).$client.prepare("DELETE FROM sessions WHERE user_id = ?").bind(moving.id).run()).rejects.toThrow(/family_moving/);
      expect((await call("GET", `/api/families/${moving.familyId}/shopping-lists`, { token: moving.token })).status).toBe(200);
      expect((await call("POST", "/api/shopping-lists", { token: other.token, body: { familyId: other.familyId, name: "Keyp" } })).status).toBe(201);
    } finally {
      await dbOf(moving).delete(familyMoves).where(eq(familyMoves.familyId, moving.familyId));
    }
    expect((await call("POST", "/api/shopping-lists", { token: moving.token, body: { familyId: moving.familyId, name: "Keyp" } })).status).toBe(201);
  });
});
