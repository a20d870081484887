import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@worker/db/schema";
import { createApp } from "@worker/app";
import { BENCH_D1_CALLS_HEADER } from "@worker/middleware/bench-d1-calls";
import { familyMembersRead } from "@worker/services/families";
import { shoppingListsRead, shoppingStatisticsRead } from "@worker/services/shopping";
import { call, json } from "../helpers/api";
import { createUser, db } from "../helpers/factories";
import { ROUTES } from "../helpers/route-table";

/** Every family list read; a new one gets a row here (and in the route table). */
const READS = { members: familyMembersRead, "shopping-lists": shoppingListsRead, "shopping-statistics": shoppingStatisticsRead } as const;
const FAMILY_READS = Object.keys(READS) as (keyof typeof READS)[];
const readPath = (familyId: string, read: keyof typeof READS) => `/api/families/${familyId}/${read}`;

/** A request through the app with the D1 call counter on (as `npm run bench` runs it). */
async function countedRead(path: string, token: string) {
  const ctx = createExecutionContext();
  const response = await createApp().request(path, { headers: { Authorization: `Bearer ${token}` } }, { ...env, BENCH_D1_CALLS: "1" }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, d1Calls: Number(response.headers.get(BENCH_D1_CALLS_HEADER)) };
}

/** The user's family changes under a token that still names the old one (as after the family is removed and they join another). */
async function moveToNewFamily(user: { id: string }) {
  const other = await createUser();
  await db.update(users).set({ familyId: other.familyId }).where(eq(users.id, user.id));
  return other;
}

describe("family list reads", () => {
  it("covers every GET /api/families/:familyId/… route of the route table", () => {
    const familyReads = Object.keys(ROUTES)
      .filter((key) => key.startsWith("GET /api/families/:familyId/"))
      .map((key) => key.slice("GET /api/families/:familyId/".length));
    expect(familyReads.sort()).toEqual([...FAMILY_READS].sort());
  });

  it.each(FAMILY_READS)("%s answers in one D1 round trip: the session check rides in the read's batch", async (read) => {
    const alice = await createUser();
    expect(await countedRead(readPath(alice.familyId, read), alice.token)).toEqual({ status: 200, d1Calls: 1 });
  });

  it.each(FAMILY_READS)("%s: no two columns of one select share a name (D1 answers rows as objects)", async (read) => {
    const alice = await createUser();
    for (const select of READS[read].selects) {
      const [names] = await select.bind(env.DB, { familyId: alice.familyId }).raw<unknown[]>({ columnNames: true });
      expect(names!.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names!.length);
    }
  });

  it.each(FAMILY_READS)("%s: every select is read in its order off an index — no table scan, no sort per read", async (read) => {
    for (const select of READS[read].selects) {
      // A family read's only parameter is the family id, though it may appear more than once.
      const familyIds = Array.from(select.sql.matchAll(/\?/g), () => "any-family");
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${select.sql}`)
        .bind(...familyIds)
        .all<{ detail: string }>();
      const steps = plan.results.map((row) => row.detail);
      expect(steps.length).toBeGreaterThan(0);
      expect(steps.filter((step) => !/^SEARCH \w+ USING (COVERING )?INDEX /.test(step))).toEqual([]);
    }
  });

  it.each(FAMILY_READS)("%s refuses a signed-out session in the same single batch", async (read) => {
    const alice = await createUser();
    expect((await call("POST", "/api/auth/logout", { token: alice.token })).status).toBe(204);
    expect(await countedRead(readPath(alice.familyId, read), alice.token)).toEqual({ status: 401, d1Calls: 1 });
  });

  it.each(FAMILY_READS)("%s: a token naming the user's old family reads the new one and never the old", async (read) => {
    const alice = await createUser();
    const oldFamilyId = alice.familyId;
    const other = await moveToNewFamily(alice);
    const list = await json<{ id: string }>(await call("POST", "/api/shopping-lists", { token: other.token, body: {} }));
    const item = await call("POST", "/api/shopping-items", { token: other.token, body: { listId: list.id, name: "Bara hjá nýggju familjuni", quantity: 1 } });
    expect(item.status).toBe(201);

    const old = await call("GET", readPath(oldFamilyId, read), { token: alice.token });
    expect(old.status).toBe(403);
    const fresh = await call("GET", readPath(other.familyId, read), { token: alice.token });
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toEqual(await (await call("GET", readPath(other.familyId, read), { token: other.token })).json());
  });

  it.each(FAMILY_READS)("%s refuses a user whose family is gone, though the token still names it", async (read) => {
    const alice = await createUser();
    await db.update(users).set({ familyId: null }).where(eq(users.id, alice.id));
    const answer = await call("GET", readPath(alice.familyId, read), { token: alice.token });
    expect(answer.status).toBe(403);
    expect(await json(answer)).toMatchObject({ code: "forbidden" });
  });
});
