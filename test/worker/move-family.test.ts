import { env } from "cloudflare:workers";
import { decodeJwt } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { SESSION_TOKEN_HEADER } from "@contract/session-token";
import { call, json } from "@test/helpers/api";
import { createUser, type TestUser } from "@test/helpers/factories";
import { seedFamily, snapshotFamily } from "@test/helpers/world";
import { COPIED_TABLES, familyRows } from "@worker/services/directory/move-rows";

const moveOf = (admin: TestUser, familyId: string, to: string) => call("POST", `/api/admin/families/${familyId}/move`, { token: admin.token, body: { to } });
const placement = (familyId: string) =>
  env.DB.prepare("SELECT db, moving_to AS movingTo, version FROM directory_families WHERE family_id = ?").bind(familyId).first();

/** The family's rows in a database, per table that a move copies (none of them empty of meaning: counted). */
async function rowsIn(d1: D1Database, familyId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COPIED_TABLES) counts[table.name] = (await familyRows(d1, table, familyId)).length;
  return counts;
}
const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A phone adding shopping items with names of its own in a loop, as its queue would: a 503 `moving` is waited out and sent again, the fresh token kept. */
function phoneWriting(user: TestUser, listId: string, label: string) {
  const acknowledged: string[] = [];
  const refusals: { status: number; retryAfter: string | null; code: unknown }[] = [];
  let token = user.token;
  let stopped = false;
  const done = (async () => {
    // Under the writes-per-minute allowance, and at least three after the move.
    for (let n = 0; n < 40 && (!stopped || n < 3); n += 1) {
      const name = `${label}-${n}`;
      for (let tries = 0; ; tries += 1) {
        if (tries > 50) throw new Error(`${name}: still refused after 50 tries`);
        const answer = await call("POST", "/api/shopping-items", { token, body: { listId, name } });
        token = answer.headers.get(SESSION_TOKEN_HEADER) ?? token;
        if (answer.status === 201) {
          acknowledged.push(name);
          break;
        }
        const body = await json(answer).catch((): Record<string, unknown> => ({}));
        refusals.push({ status: answer.status, retryAfter: answer.headers.get("Retry-After"), code: body.code });
        if (answer.status !== 503 || body.code !== "moving") throw new Error(`${name}: ${answer.status} ${JSON.stringify(body)}`);
        await sleep(20);
      }
    }
  })();
  return {
    acknowledged,
    refusals,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

const tamper = "DROP TRIGGER IF EXISTS test_tamper";
afterEach(async () => {
  await env.DB_01!.prepare(tamper).run();
});

describe("moving a family to another family database", () => {
  it("moves every row to DB_01 and leaves none in DB_00; the directory, old tokens and the kitchen screen follow; another family is untouched", async () => {
    const world = await seedFamily();
    const { user } = world;
    const bystander = await seedFamily();
    const admin = await createUser({ isAdmin: true });
    const before = await snapshotFamily(user.familyId);
    const bystanderBefore = await snapshotFamily(bystander.user.familyId);
    const counted = await rowsIn(env.DB_00!, user.familyId);
    expect(Object.entries(counted).filter(([, n]) => n > 0).length, "rows in many tables").toBeGreaterThan(20);

    const moved = await moveOf(admin, user.familyId, "DB_01");
    expect(moved.status).toBe(200);
    const answer = await json<{ familyId: string; from: string; to: string; rows: Record<string, number> }>(moved);
    expect(answer).toMatchObject({ familyId: user.familyId, from: "DB_00", to: "DB_01" });
    expect(answer.rows).toEqual(counted);

    expect(await placement(user.familyId)).toEqual({ db: "DB_01", movingTo: null, version: 2 });
    expect(await env.DB.prepare("SELECT db FROM directory_accounts WHERE user_id = ?").bind(user.id).first()).toEqual({ db: "DB_01" });
    expect(await rowsIn(env.DB_01!, user.familyId)).toEqual(counted);
    expect(total(await rowsIn(env.DB_00!, user.familyId)), "nothing left behind").toBe(0);
    expect(await env.DB_00!.prepare("SELECT count(*) AS n FROM family_moves").first()).toEqual({ n: 0 });
    expect(await snapshotFamily(user.familyId)).toBe(before);
    expect(await snapshotFamily(bystander.user.familyId)).toBe(bystanderBefore);

    // The phone's token names DB_00: followed, and handed one naming DB_01.
    const me = await call("GET", `/api/families/${user.familyId}/shopping-lists`, { token: user.token });
    expect(me.status).toBe(200);
    expect(decodeJwt(me.headers.get(SESSION_TOKEN_HEADER)!).db).toBe("DB_01");
    expect((await call("GET", "/api/kitchen/screen/today", { token: world.kitchen.kitchenToken })).status).toBe(200);
    expect((await call("POST", "/api/shopping-lists", { token: user.token, body: { familyId: user.familyId, name: "Eftir flytingina" } })).status).toBe(201);
  });

  it("three phones writing through the move: each acknowledged write is in DB_01 exactly once, and a write during the move answered 503 `moving`", async () => {
    const world = await seedFamily();
    const { user, listId } = world;
    const second = await createUser({ familyId: user.familyId });
    const third = await createUser({ familyId: user.familyId });
    const admin = await createUser({ isAdmin: true });
    const phones = [phoneWriting(user, listId, "a"), phoneWriting(second, listId, "b"), phoneWriting(third, listId, "c")];
    // At once: a timer in workerd may wait while other requests' I/O runs.
    const moved = await moveOf(admin, user.familyId, "DB_01");
    expect(moved.status).toBe(200);
    await Promise.all(phones.map((phone) => phone.stop()));

    const refusals = phones.flatMap((phone) => phone.refusals);
    expect(refusals.length, "some write met the move").toBeGreaterThan(0);
    expect(refusals.every((refusal) => refusal.status === 503 && refusal.code === "moving" && refusal.retryAfter === "5")).toBe(true);
    const names = (await env.DB_01!.prepare("SELECT name FROM shopping_items WHERE family_id = ?").bind(user.familyId).all<{ name: string }>()).results.map(
      (row) => row.name,
    );
    for (const name of phones.flatMap((phone) => phone.acknowledged))
      expect(
        names.filter((found) => found === name),
        name,
      ).toHaveLength(1);
    expect(await env.DB_00!.prepare("SELECT count(*) AS n FROM shopping_items WHERE family_id = ?").bind(user.familyId).first()).toEqual({ n: 0 });
  });

  it("refuses an unknown database, an unknown family, the family's own database, a family already moving, a stale step-up and a member", async () => {
    const { user } = await seedFamily();
    const admin = await createUser({ isAdmin: true });
    expect((await moveOf(admin, user.familyId, "DB_99")).status).toBe(400);
    expect((await moveOf(admin, crypto.randomUUID(), "DB_01")).status).toBe(404);
    const same = await moveOf(admin, user.familyId, "DB_00");
    expect(same.status).toBe(409);
    await env.DB.prepare("UPDATE directory_families SET moving_to = 'DB_01' WHERE family_id = ?").bind(user.familyId).run();
    expect((await moveOf(admin, user.familyId, "DB_01")).status).toBe(409);
    await env.DB.prepare("UPDATE directory_families SET moving_to = NULL WHERE family_id = ?").bind(user.familyId).run();
    const stale = await createUser({ isAdmin: true, secondFactor: "stale" });
    expect(await json(await moveOf(stale, user.familyId, "DB_01"))).toMatchObject({ code: "step_up_required" });
    expect((await moveOf(user, user.familyId, "DB_01")).status).toBe(403);
    expect(await placement(user.familyId)).toMatchObject({ db: "DB_00", movingTo: null, version: 1 });
  });

  it("a copy that does not check out is undone: the family stays whole in DB_00 and takes writes", async () => {
    const world = await seedFamily();
    const { user } = world;
    const admin = await createUser({ isAdmin: true });
    const before = await snapshotFamily(user.familyId);
    // DB_01 changes a task as it arrives: its checksum cannot match.
    await env.DB_01!.prepare("CREATE TRIGGER test_tamper AFTER INSERT ON reminders BEGIN UPDATE reminders SET title = 'Broytt' WHERE id = new.id; END").run();
    const refused = await moveOf(admin, user.familyId, "DB_01");
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toMatch(/reminders.*nothing was moved/);

    expect(await placement(user.familyId)).toEqual({ db: "DB_00", movingTo: null, version: 1 });
    expect(total(await rowsIn(env.DB_01!, user.familyId)), "the copy is gone").toBe(0);
    expect(await snapshotFamily(user.familyId)).toBe(before);
    expect((await call("POST", "/api/shopping-items", { token: user.token, body: { listId: world.listId, name: "Aftur" } })).status).toBe(201);
  });
});
