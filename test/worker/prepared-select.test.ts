import { env } from "cloudflare:workers";
import { and, eq, sql, type Placeholder } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { families, users } from "@worker/db/schema";
import { aliased, d1Statement, preparedSelect } from "@worker/lib/prepared-select";
import { createUser, db } from "../helpers/factories";

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

describe("preparedSelect", () => {
  it("builds its SQL once, with the aliases as column names", () => {
    expect(userSelect.sql).toContain(`as "isAdmin"`);
    expect(userSelect.sql).toContain(`as "familyName"`);
    expect(userSelect.sql.match(/\?/g)).toHaveLength(2);
  });

  it("answers rows keyed by the field names, booleans decoded and nulls kept", async () => {
    const admin = await createUser({ isAdmin: true, verified: false });
    const rows = userSelect.rows(await userSelect.bind(env.DB, { id: admin.id, admin: true }).all());
    expect(rows).toEqual([
      { id: admin.id, isAdmin: true, emailVerifiedAt: null, familyName: expect.stringContaining(admin.username), shout: admin.username.toUpperCase() },
    ]);
  });

  it("encodes placeholder values as their column does (a boolean compares as 0/1)", async () => {
    const user = await createUser();
    expect(userSelect.rows(await userSelect.bind(env.DB, { id: user.id, admin: true }).all())).toEqual([]);
    const [row] = userSelect.rows(await userSelect.bind(env.DB, { id: user.id, admin: false }).all());
    expect(row?.isAdmin).toBe(false);
  });

  it("answers the same rows in a batch as alone, next to a drizzle query turned into a statement", async () => {
    const user = await createUser();
    const alone = userSelect.rows(await userSelect.bind(env.DB, { id: user.id, admin: false }).all());
    const [count, batched] = await env.DB.batch([
      d1Statement(env.DB, db.select({ n: sql<number>`count(*)` }).from(users).where(eq(users.id, user.id))),
      userSelect.bind(env.DB, { id: user.id, admin: false }),
    ]);
    expect(count!.results.map((row) => Object.values(row as object))).toEqual([[1]]);
    expect(userSelect.rows(batched!)).toEqual(alone);
    expect(alone).toHaveLength(1);
  });
});
