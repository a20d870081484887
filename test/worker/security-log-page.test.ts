import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { SECURITY_LOG_PAGE } from "@contract/limits";
import { adminSystemTexts } from "@contract/messages";
import type { SecurityEventPage } from "@contract/schemas/security-log";
import { call, errorBody } from "../helpers/api";
import { heldPage, nextLinkPath } from "../helpers/pages";
import { securityEventsStatement } from "@worker/services/admin/security-events-page";
import { createUser, db, everyFamilyDb, type TestUser } from "../helpers/factories";
import { expectIndexedPlan } from "../helpers/query-plan";

const PATH = "/api/admin/system/security-events";

/**
 * `count` events of a kind by an actor, in groups that share one millisecond (ties the cursor must
 * break by id), in the factories' family database: where the actors' accounts are, as an
 * account's own actions are logged (the log names an actor from the event's database).
 */
async function seedEvents(count: number, kind: string, actorId: string | null, start = Date.parse("2026-03-01T12:00:00.000Z")) {
  const d1 = db.$client;
  const statements = Array.from({ length: count }, (_, index) =>
    d1
      .prepare("INSERT INTO security_events (id, kind, user_id, actor_id, client, created_at) VALUES (?, ?, NULL, ?, 'local', ?)")
      .bind(`${kind}-${String(index).padStart(4, "0")}-${crypto.randomUUID()}`, kind, actorId, new Date(start + Math.floor(index / 7)).toISOString()),
  );
  await d1.batch(statements);
}

/** Every page from the first, following each answer's `Link: rel="next"` (which keeps the filter). */
async function allPages(admin: TestUser, filter: Record<string, string> = {}) {
  const pages: SecurityEventPage[] = [];
  let next: string | null = `${PATH}?${new URLSearchParams(filter)}`;
  while (next !== null && pages.length < 20) {
    const response = await call("GET", next, { token: admin.token });
    next = nextLinkPath(response);
    pages.push(await heldPage<SecurityEventPage>(response, "events"));
  }
  return pages;
}

const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

describe("the security log's pages", () => {
  beforeEach(async () => {
    for (const d1 of [env.DB, ...everyFamilyDb().map((store) => store.$client)]) await d1.prepare("DELETE FROM security_events").run();
  });

  it("lists every event exactly once, newest first, 50 a page, ties in one millisecond included", async () => {
    const admin = await createUser({ isAdmin: true });
    await seedEvents(120, "sign_in", admin.id);
    const pages = await allPages(admin);
    expect(pages.map((page) => page.events.length)).toEqual([SECURITY_LOG_PAGE, SECURITY_LOG_PAGE, 20]);
    expect(pages.at(-1)?.nextBefore).toBeNull();
    const listed = pages.flatMap((page) => page.events);
    expect(new Set(listed.map((event) => event.id)).size).toBe(120);
    expect(listed).toEqual([...listed].sort(newestFirst));
    expect(listed[0]).toMatchObject({ kind: "sign_in", actorId: admin.id, actor: admin.username, count: 1, detail: null });
  });

  it("filters by kind, paging through that kind only", async () => {
    const admin = await createUser({ isAdmin: true });
    await seedEvents(60, "user_deleted", admin.id);
    await seedEvents(30, "sign_in", admin.id);
    const listed = (await allPages(admin, { kind: "user_deleted" })).flatMap((page) => page.events);
    expect(listed).toHaveLength(60);
    expect(new Set(listed.map((event) => event.kind))).toEqual(new Set(["user_deleted"]));
    expect(new Set(listed.map((event) => event.id)).size).toBe(60);
  });

  it("filters by actor, by username in any case or by the id of an account since deleted", async () => {
    const admin = await createUser({ isAdmin: true });
    const other = await createUser({ isAdmin: true });
    const gone = crypto.randomUUID();
    await seedEvents(55, "message_broadcast", admin.id);
    await seedEvents(5, "message_broadcast", other.id);
    await seedEvents(3, "registered", gone);
    await seedEvents(4, "sign_in_failed", null);
    const byName = (await allPages(admin, { actor: admin.username.toUpperCase() })).flatMap((page) => page.events);
    expect(byName).toHaveLength(55);
    expect(new Set(byName.map((event) => event.actorId))).toEqual(new Set([admin.id]));
    expect((await allPages(admin, { actor: other.id })).flatMap((page) => page.events)).toHaveLength(5);
    const deleted = (await allPages(admin, { actor: gone, kind: "registered" })).flatMap((page) => page.events);
    expect(deleted.map((event) => [event.actorId, event.actor])).toEqual(Array.from({ length: 3 }, () => [gone, null]));
    expect((await allPages(admin, { actor: "nobody-by-this-name" }))[0]?.events).toEqual([]);
  });

  it("answers an event's detail as an object", async () => {
    const admin = await createUser({ isAdmin: true });
    await env.DB.prepare(
      "INSERT INTO security_events (id, kind, user_id, actor_id, client, detail, created_at) VALUES (?, 'ticket_status_changed', NULL, ?, 'local', ?, ?)",
    )
      .bind(crypto.randomUUID(), admin.id, JSON.stringify({ ticketId: "t1", status: "closed" }), new Date().toISOString())
      .run();
    const [page] = await allPages(admin);
    expect(page?.events[0]?.detail).toEqual({ ticketId: "t1", status: "closed" });
  });

  it.each([
    ["kind=gadget", adminSystemTexts.unknownKind],
    [`actor=${"a".repeat(65)}`, adminSystemTexts.actorInvalid],
    ["actor=", adminSystemTexts.actorInvalid],
    ["before=yesterday", adminSystemTexts.cursorInvalid],
  ])("refuses %s with 400 and its reason", async (search, message) => {
    const admin = await createUser({ isAdmin: true });
    const response = await call("GET", `${PATH}?${search}`, { token: admin.token });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).message).toBe(message);
  });

  it("is for administrators only", async () => {
    const user = await createUser();
    expect((await call("GET", PATH, { token: user.token })).status).toBe(403);
    expect((await call("GET", PATH)).status).toBe(401);
  });

  it.each([
    [{}, /security_events_created/],
    [{ kind: "sign_in" as const, before: "2026-03-01T12:00:00.000Z|x" }, /security_events_kind/],
    [{ actor: "admin", before: "2026-03-01T12:00:00.000Z|x" }, /security_events_actor/],
  ])("reads a page off an index in its order, with no sort (%o)", async (query, index) => {
    const { sql, params } = securityEventsStatement(query);
    const plan = await expectIndexedPlan(sql, params);
    expect(plan).toMatch(index);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});
