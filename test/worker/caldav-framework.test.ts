import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "@worker/api-routes";
import { createApp } from "@worker/app";
import type { DavCollectionKind, DavObject } from "@worker/caldav/collection";
import { davObject } from "@worker/caldav/etag";
import { outcome, tell } from "@worker/services/effects";
import { ORIGIN } from "@test/helpers/api";
import { seedFamily } from "@test/helpers/world";

/**
 * The framework's own rules (preconditions, ETags, statuses, the calendar-data check) over a kind
 * that keeps its resources in memory: what a kind stores is the kind's business, what the answers
 * are is the framework's.
 */
const stored = new Map<string, Map<string, DavObject>>();
const memo = (familyId: string) => stored.get(familyId) ?? stored.set(familyId, new Map()).get(familyId)!;

const memoKind: DavCollectionKind = {
  owns: (slug) => slug === "memo",
  collections: () => ({ statement: null, read: () => [{ slug: "memo", displayName: "Memo", color: "#123456", component: "VEVENT", readOnly: false }] }),
  read: async (_db, familyId, _slug, want) => [...memo(familyId).values()].filter((object) => !want.names || want.names.includes(object.name)),
  put: async (_db, caller, _slug, name, ics, current) => {
    const object = davObject(name, ics);
    memo(caller.familyId).set(name, object);
    return outcome(current ? 204 : 201, object, tell(caller.familyId, "events_updated"));
  },
  remove: async (_db, caller, _slug, current) => {
    memo(caller.familyId).delete(current.name);
    return outcome(204, undefined, tell(caller.familyId, "events_updated"));
  },
};

const app = createApp(apiRoutes, [memoKind]);
const event = (summary: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:memo-1\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260301T100000Z\r\nSUMMARY:${summary}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;

async function world() {
  const seeded = await seedFamily();
  const authorization = `Basic ${btoa(`${seeded.user.username}:${seeded.appPassword}`)}`;
  const path = `/caldav/families/${seeded.user.familyId}/memo/one.ics`;
  const send = async (method: string, headers: Record<string, string> = {}, body?: string) => {
    const ctx = createExecutionContext();
    const answer = await app.fetch(
      new Request(`${ORIGIN}${path}`, { method, body, headers: { Authorization: authorization, "Content-Type": "text/calendar", ...headers } }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return answer;
  };
  return { familyId: seeded.user.familyId, send };
}

describe("the CalDAV framework's writes", () => {
  it("creates with 201 and a strong ETag, changes with 204 and a new one, and GET answers the same", async () => {
    const { send } = await world();
    const created = await send("PUT", { "If-None-Match": "*" }, event("Fyrst"));
    expect(created.status).toBe(201);
    const first = created.headers.get("ETag");
    expect(first).toMatch(/^"[0-9a-f]{32}"$/);
    const changed = await send("PUT", { "If-Match": first! }, event("Síðani"));
    expect(changed.status).toBe(204);
    expect(changed.headers.get("ETag")).not.toBe(first);
    const read = await send("GET");
    expect(read.headers.get("ETag")).toBe(changed.headers.get("ETag"));
    expect(await read.text()).toContain("SUMMARY:Síðani");
  });

  it("answers a stale If-Match or If-None-Match: * on an existing resource with 412, changing nothing", async () => {
    const { familyId, send } = await world();
    const created = await send("PUT", {}, event("Fyrst"));
    const current = created.headers.get("ETag")!;
    expect((await send("PUT", { "If-Match": '"0123456789abcdef0123456789abcdef"' }, event("Gamalt"))).status).toBe(412);
    expect((await send("PUT", { "If-None-Match": "*" }, event("Tvífalt"))).status).toBe(412);
    expect((await send("DELETE", { "If-Match": '"0123456789abcdef0123456789abcdef"' })).status).toBe(412);
    expect((await send("PUT", { "If-Match": `W/${current}` }, event("Veikt"))).status).toBe(412);
    expect(memo(familyId).get("one.ics")?.ics).toBe(event("Fyrst"));
    expect((await send("DELETE", { "If-Match": current })).status).toBe(204);
    expect(memo(familyId).has("one.ics")).toBe(false);
    expect((await send("PUT", { "If-Match": current }, event("Horvið"))).status).toBe(412);
    expect((await send("DELETE")).status).toBe(404);
  });

  it("refuses what is not one VCALENDAR of the collection's component, and what is not text/calendar", async () => {
    const { familyId, send } = await world();
    const todo = event("x").replaceAll("VEVENT", "VTODO");
    const refused = await send("PUT", {}, todo);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("supported-calendar-component");
    expect((await send("PUT", {}, "not a calendar")).status).toBe(400);
    expect((await send("PUT", {}, event("a").replace("UID:memo-1\r\n", ""))).status).toBe(400);
    expect((await send("PUT", { "Content-Type": "application/json" }, "{}")).status).toBe(415);
    expect(memo(familyId).size).toBe(0);
  });

  it("caps the body like the JSON routes (413) and answers MOVE with 501", async () => {
    const { send } = await world();
    expect((await send("PUT", {}, event("x".repeat(70 * 1024)))).status).toBe(413);
    expect((await send("MOVE", { Destination: "/caldav/x" })).status).toBe(501);
  });

  it("serves plain HTTP only in local development", async () => {
    const seeded = await seedFamily();
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}/caldav/`, {
      method: "PROPFIND",
      headers: { Depth: "0", Authorization: `Basic ${btoa(`${seeded.user.username}:${seeded.appPassword}`)}` },
    });
    const answer = await app.fetch(request, { ...env, LOCAL_DEV: undefined }, ctx);
    await waitOnExecutionContext(ctx);
    expect(answer.status).toBe(403);
  });
});
