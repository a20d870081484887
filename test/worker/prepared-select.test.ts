import { env } from "cloudflare:workers";
import { and, eq, getTableColumns, sql, type Placeholder } from "drizzle-orm";
import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { families, users } from "@worker/db/schema";
import { aliased, d1Statement, preparedSelect } from "@worker/lib/prepared-select";
import { createUser, db, HOME_DATABASE } from "../helpers/factories";

const userSelect = preparedSelect((qb, param: (name: "id" | "admin") => Placeholder) =>
  qb
    .select(
      aliased({
        id: users.id,
        isAdmin: users.isAdmin,
        emailVerifiedAt: users.emailVerifiedAt,
        familyName: sql<string | null>`${families.name}`,
        shout: sql<string>`upper(${users.username})`,
      }),
    )
    .from(users)
    .leftJoin(families, eq(families.id, users.familyId))
    .where(and(eq(users.id, param("id")), eq(users.isAdmin, param("admin")))),
);

/** A table of every kind of column drizzle decodes differently, made by the test itself. */
const probe = sqliteTable("prepared_select_probe", {
  id: text("id").primaryKey(),
  label: text("label", { enum: ["a", "b"] }).notNull(),
  note: text("note"),
  json: text("json", { mode: "json" }).$type<{ tags: string[] }>(),
  count: integer("count").notNull(),
  flag: integer("flag", { mode: "boolean" }),
  at: integer("at", { mode: "timestamp_ms" }),
  ratio: real("ratio"),
});
const probeSelect = preparedSelect((qb, param: (name: "from") => Placeholder) =>
  qb
    .select(aliased(getTableColumns(probe)))
    .from(probe)
    .where(sql`${probe.id} >= ${param("from")}`)
    .orderBy(probe.id),
);

describe("preparedSelect", () => {
  it("answers every kind of column exactly as drizzle's own select does (a drizzle upgrade that changes decoding fails here)", async () => {
    await env[HOME_DATABASE]!.exec(
      "CREATE TABLE IF NOT EXISTS prepared_select_probe (id TEXT PRIMARY KEY, label TEXT NOT NULL, note TEXT, json TEXT, count INTEGER NOT NULL, flag INTEGER, at INTEGER, ratio REAL)",
    );
    await db.delete(probe);
    await db.insert(probe).values([
      { id: "1", label: "a", note: "Ærgir", json: { tags: ["ø", "á"] }, count: 3, flag: true, at: new Date("2026-05-01T08:00:00.000Z"), ratio: 0.5 },
      { id: "2", label: "b", note: null, json: null, count: 0, flag: false, at: null, ratio: null },
      { id: "3", label: "a", note: "", json: { tags: [] }, count: -1, flag: null, at: new Date(0), ratio: 2 },
    ]);
    const drizzles = await db.select().from(probe).orderBy(probe.id);
    const ours = probeSelect.rows(await probeSelect.bind(env[HOME_DATABASE]!, { from: "1" }).all());
    expect(ours).toEqual(drizzles);
    expect(ours[0]).toMatchObject({ flag: true, at: new Date("2026-05-01T08:00:00.000Z"), json: { tags: ["ø", "á"] } });
  });

  it("builds its SQL once, with the aliases as column names", () => {
    expect(userSelect.sql).toContain(`as "isAdmin"`);
    expect(userSelect.sql).toContain(`as "familyName"`);
    expect(userSelect.sql.match(/\?/g)).toHaveLength(2);
  });

  it("answers rows keyed by the field names, booleans decoded and nulls kept", async () => {
    const admin = await createUser({ isAdmin: true, verified: false });
    const rows = userSelect.rows(await userSelect.bind(env[HOME_DATABASE]!, { id: admin.id, admin: true }).all());
    expect(rows).toEqual([
      { id: admin.id, isAdmin: true, emailVerifiedAt: null, familyName: expect.stringContaining(admin.username), shout: admin.username.toUpperCase() },
    ]);
  });

  it("encodes placeholder values as their column does (a boolean compares as 0/1)", async () => {
    const user = await createUser();
    expect(userSelect.rows(await userSelect.bind(env[HOME_DATABASE]!, { id: user.id, admin: true }).all())).toEqual([]);
    const [row] = userSelect.rows(await userSelect.bind(env[HOME_DATABASE]!, { id: user.id, admin: false }).all());
    expect(row?.isAdmin).toBe(false);
  });

  it("answers the same rows in a batch as alone, next to a drizzle query turned into a statement", async () => {
    const user = await createUser();
    const alone = userSelect.rows(await userSelect.bind(env[HOME_DATABASE]!, { id: user.id, admin: false }).all());
    const [count, batched] = await env[HOME_DATABASE]!.batch([
      d1Statement(env[HOME_DATABASE]!, db.select({ n: sql<number>`count(*)` }).from(users).where(eq(users.id, user.id))),
      userSelect.bind(env[HOME_DATABASE]!, { id: user.id, admin: false }),
    ]);
    expect(count!.results.map((row) => Object.values(row as object))).toEqual([[1]]);
    expect(userSelect.rows(batched!)).toEqual(alone);
    expect(alone).toHaveLength(1);
  });
});
