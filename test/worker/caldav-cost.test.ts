import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "@worker/app";
import { davCollections, dinnerMeals } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { ORIGIN } from "@test/helpers/api";
import { db, HOME_DATABASE } from "@test/helpers/factories";
import { inDays, seedFamily } from "@test/helpers/world";

/** What a request cost the family's database: round trips (a batch is one) and rows read, summed from D1's own meta. */
interface Cost {
  calls: number;
  rowsRead: number;
}

type Meta = { meta?: { rows_read?: number } };

function countingD1(d1: D1Database | D1DatabaseSession, cost: Cost): D1Database {
  const counted = <T extends Meta | Meta[]>(result: T): T => {
    for (const one of Array.isArray(result) ? result : [result]) cost.rowsRead += one.meta?.rows_read ?? 0;
    return result;
  };
  const statement = (real: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(real, {
      get(target, key) {
        if (key === "bind") return (...values: unknown[]) => statement(target.bind(...values));
        if (key === "all" || key === "run") {
          return async () => {
            cost.calls += 1;
            return counted(await target[key]());
          };
        }
        if (key === "first" || key === "raw") cost.calls += 1;
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const originals = new WeakMap<object, D1PreparedStatement>();
  return new Proxy(d1 as D1Database, {
    get(target, key) {
      if (key === "prepare") {
        return (query: string) => {
          const real = target.prepare(query);
          const proxy = statement(real);
          originals.set(proxy, real);
          return proxy;
        };
      }
      if (key === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          cost.calls += 1;
          return counted(await target.batch(statements));
        };
      }
      if (key === "withSession") return (start?: string) => countingD1(target.withSession(start), cost);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const app = createApp();

/**
 * A request's cost on the family database of the factories' users (HOME_DATABASE), where its rows
 * are; `directoryCalls` the round trips to the directory, where the sign-in finds the username's database.
 */
async function costOf(method: string, path: string, authorization: string, body: string, headers: Record<string, string>) {
  const cost: Cost = { calls: 0, rowsRead: 0 };
  const directory: Cost = { calls: 0, rowsRead: 0 };
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { method, body, headers: { Authorization: authorization, "Content-Type": "application/xml", ...headers } });
  const answer = await app.fetch(request, { ...env, DB: countingD1(env.DB, directory), [HOME_DATABASE]: countingD1(env[HOME_DATABASE]!, cost) }, ctx);
  const text = await answer.text();
  await waitOnExecutionContext(ctx);
  return { status: answer.status, text, ...cost, directoryCalls: directory.calls };
}

const syncBody = (token: string) =>
  `<d:sync-collection xmlns:d="DAV:"><d:sync-token>${token}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>`;

async function family(meals: number) {
  const world = await seedFamily();
  const rows = Array.from({ length: meals }, (_, index) => ({
    id: newId(),
    familyId: world.user.familyId,
    title: `Máltíð ${index}`,
    scheduledDate: inDays(3 + (index % 60)),
    createdAt: new Date().toISOString(),
  }));
  for (let start = 0; start < rows.length; start += 10) await db.insert(dinnerMeals).values(rows.slice(start, start + 10));
  const authorization = `Basic ${btoa(`${world.user.username}:${world.appPassword}`)}`;
  // The app password's first use notes it (once an hour at most, after the answer): not what is measured.
  await costOf("PROPFIND", "/caldav/", authorization, "", { Depth: "0" });
  const [tag] = await db.select().from(davCollections).where(eq(davCollections.familyId, world.user.familyId));
  const token = `https://familyhub.fo/ns/sync/family/${tag!.seq}`;
  const dinner = `/caldav/families/${world.user.familyId}/dinner/`;
  return { world, authorization, token, dinner, sync: (since: string) => costOf("REPORT", dinner, authorization, syncBody(since), { Depth: "1" }) };
}

describe("what CalDAV costs D1", () => {
  it("an incremental sync with nothing changed: one round trip, reading none of the collection's rows however many", async () => {
    const small = await family(0);
    const large = await family(120);
    const [few, many] = [await small.sync(await currentToken(small)), await large.sync(await currentToken(large))];
    expect([few.status, few.calls]).toEqual([207, 1]);
    expect([many.status, many.calls]).toEqual([207, 1]);
    // Basic credentials name no database: the directory's one lookup of the username finds it.
    expect([few.directoryCalls, many.directoryCalls]).toEqual([1, 1]);
    // The same few rows (the sign-in's, the collection's newest change): an index seek past a longer log may count one more.
    expect(Math.abs(many.rowsRead - few.rowsRead)).toBeLessThanOrEqual(2);
    expect(many.rowsRead).toBeLessThan(20);
    expect(many.text).not.toContain("<d:response>");
  });

  it("with k changes: two round trips and rows read that grow with k, not with the collection", async () => {
    const large = await family(120);
    const token = await currentToken(large);
    const none = await large.sync(token);
    const ids = (await db.select({ id: dinnerMeals.id }).from(dinnerMeals).where(eq(dinnerMeals.familyId, large.world.user.familyId))).slice(0, 3);
    for (const { id } of ids) await db.update(dinnerMeals).set({ title: "Broytt" }).where(eq(dinnerMeals.id, id));
    const three = await large.sync(token);
    expect(three.calls).toBe(2);
    expect(three.text.match(/<d:response>/g)).toHaveLength(3);
    expect(three.rowsRead - none.rowsRead).toBeLessThan(3 * 12);
  });

  it("a PROPFIND of the home with its collections: one round trip", async () => {
    const { world, authorization } = await family(5);
    const body =
      '<d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:prop><d:displayname/><cs:getctag/><d:sync-token/></d:prop></d:propfind>';
    const home = await costOf("PROPFIND", `/caldav/families/${world.user.familyId}/`, authorization, body, { Depth: "1" });
    expect([home.status, home.calls]).toEqual([207, 1]);
    expect(home.text).toContain("/dinner/");
  });
});

/** `count` tasks (no one's) and as many items on the family's list, straight into D1: one statement each. */
async function manyTodos(familyId: string, listId: string, count: number) {
  const now = new Date().toISOString();
  const numbers = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`;
  await env[HOME_DATABASE]!.prepare(
    `${numbers} INSERT INTO reminders (id, family_id, title, created_at) SELECT ?1 || '-t' || i, ?1, 'Uppgáva ' || i, ?2 FROM n`,
  )
    .bind(familyId, now)
    .run();
  await env[HOME_DATABASE]!.prepare(
    `${numbers} INSERT INTO shopping_items (id, family_id, list_id, name, name_key, created_at) SELECT ?1 || '-i' || i, ?1, ?3, 'Vøra ' || i, 'vøra ' || i, ?2 FROM n`,
  )
    .bind(familyId, now, listId)
    .run();
}

const multigetBody = (hrefs: readonly string[]) =>
  `<c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop>${hrefs.map((href) => `<d:href>${href}</d:href>`).join("")}</c:calendar-multiget>`;

describe("a calendar-multiget of many to-dos", () => {
  it("answers 150 hrefs of a task list and of a shopping list in one request, with as many round trips as one href", async () => {
    const { world, authorization } = await family(0);
    const { familyId } = world.user;
    await manyTodos(familyId, world.listId, 150);
    for (const [slug, suffix] of [
      ["tasks", "t"],
      [`shopping-${world.listId}`, "i"],
    ] as const) {
      const collection = `/caldav/families/${familyId}/${slug}/`;
      const hrefs = Array.from({ length: 150 }, (_, at) => `${collection}${familyId}-${suffix}${at + 1}.ics`);
      const one = await costOf("REPORT", collection, authorization, multigetBody(hrefs.slice(0, 1)), { Depth: "1" });
      const all = await costOf("REPORT", collection, authorization, multigetBody(hrefs), { Depth: "1" });
      expect([one.status, all.status]).toEqual([207, 207]);
      expect(all.text.match(/<d:response>/g)).toHaveLength(150);
      expect(all.text.match(/<d:status>HTTP\/1.1 200 OK<\/d:status>/g)).toHaveLength(150);
      expect(all.text).not.toContain("HTTP/1.1 404");
      for (const href of [hrefs[0]!, hrefs[149]!]) expect(all.text).toContain(`<d:href>${href}</d:href>`);
      expect(all.calls).toBe(one.calls);
    }
  });

  it("answers 150 hrefs of the dinner plan in one request, with as many round trips as one href", async () => {
    const { world, authorization, dinner } = await family(150);
    const ids = await db.select({ id: dinnerMeals.id }).from(dinnerMeals).where(eq(dinnerMeals.familyId, world.user.familyId));
    const hrefs = ids.map(({ id }) => `${dinner}${id}.ics`);
    expect(hrefs.length).toBeGreaterThanOrEqual(150);
    const one = await costOf("REPORT", dinner, authorization, multigetBody(hrefs.slice(0, 1)), { Depth: "1" });
    const all = await costOf("REPORT", dinner, authorization, multigetBody(hrefs), { Depth: "1" });
    expect([one.status, all.status]).toEqual([207, 207]);
    expect(all.text.match(/<d:status>HTTP\/1.1 200 OK<\/d:status>/g)).toHaveLength(hrefs.length);
    expect(all.calls).toBe(one.calls);
  });
});

/** The collection's token as the phone last got it (the seeding above changed it). */
async function currentToken(family: { world: { user: { familyId: string } } }) {
  const [tag] = await db.select().from(davCollections).where(eq(davCollections.familyId, family.world.user.familyId));
  const rows = await db.select().from(davCollections).where(eq(davCollections.familyId, family.world.user.familyId));
  const dinner = rows.find((row) => row.collection === "dinner") ?? tag!;
  return `https://familyhub.fo/ns/sync/family/${dinner.seq}`;
}
