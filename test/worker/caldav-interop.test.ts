import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "@test/helpers/api";
import { type DavCredentials, newAppPassword, workerFetch } from "@test/helpers/caldav-client";
import { createUser, type TestUser } from "@test/helpers/factories";
import { reminderOf, reminderRows } from "@test/helpers/reminders";
import { itemRows, listOf } from "@test/helpers/shopping";
import { phoneTodo, todoIn } from "@test/helpers/vtodo";

/**
 * CalDAV as RFC 4791 and real clients expect it (docs/features/caldav.md "URLs", "Resources and ETags", "Queries", "Tested with"):
 * the ETag of a PUT, what a PUT's Content-Type may be, and a resource name the server will not store.
 */

const SWIMMING = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Apple Inc.//iOS 18//EN",
  "BEGIN:VEVENT",
  "UID:SWIM-1",
  "DTSTAMP:20260101T000000Z",
  "DTSTART:20260105T173000Z",
  "DTEND:20260105T183000Z",
  "SUMMARY:Svimjing",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

interface Sent {
  body?: string | Uint8Array;
  headers?: Record<string, string>;
}

/** A raw request as a client sends it; a body of bytes goes without a Content-Type unless one is given. */
function sender(credentials: DavCredentials, familyId: string) {
  const authorization = `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${credentials.username}:${credentials.password}`)))}`;
  return (method: string, path: string, { body, headers = {} }: Sent = {}) =>
    workerFetch()(`${ORIGIN}/caldav/families/${familyId}/${path}`, { method, body, headers: { Authorization: authorization, ...headers } });
}

async function world(): Promise<{ user: TestUser; send: ReturnType<typeof sender> }> {
  const user = await createUser();
  return { user, send: sender(await newAppPassword(user), user.familyId) };
}

const calendarType = { "Content-Type": "text/calendar; charset=utf-8" };

describe("the ETag a PUT answers (RFC 4791 5.3.4)", () => {
  it("a to-do the server stores in its own form answers 201 without an ETag, and GET gives the stored form's tag", async () => {
    const { send } = await world();
    const sent = phoneTodo("PHONE-1", "SUMMARY:Vaska bilin");
    const created = await send("PUT", "tasks/PHONE-1.ics", { body: sent, headers: calendarType });
    expect(created.status).toBe(201);
    expect(created.headers.get("ETag")).toBeNull();
    const read = await send("GET", "tasks/PHONE-1.ics");
    const stored = await read.text();
    expect(stored).not.toBe(sent);
    expect(todoIn(stored).getFirstPropertyValue("status")).toBe("NEEDS-ACTION");
    expect(read.headers.get("ETag")).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it("a shopping item whose SUMMARY is rewritten into the list's form answers no ETag, so the phone fetches 'Súrmjólk 2 l'", async () => {
    const { user, send } = await world();
    const list = await listOf(user);
    const changed = await send("PUT", `shopping-${list.id}/milk.ics`, { body: phoneTodo("MILK-1", "SUMMARY:2 l súrmjólk"), headers: calendarType });
    expect(changed.status).toBe(201);
    expect(changed.headers.get("ETag")).toBeNull();
    const read = await send("GET", `shopping-${list.id}/milk.ics`);
    expect(todoIn(await read.text()).getFirstPropertyValue("summary")).toBe("Súrmjólk 2 l");
    expect((await itemRows(user.familyId)).map((row) => [row.name, row.quantity, row.unit])).toEqual([["Súrmjólk", 2, "l"]]);
  });

  it("a to-do sent back exactly as the server wrote it keeps its strong ETag, the one GET answers", async () => {
    const { send } = await world();
    await send("PUT", "tasks/PHONE-1.ics", { body: phoneTodo("PHONE-1", "SUMMARY:Vaska bilin"), headers: calendarType });
    const stored = await (await send("GET", "tasks/PHONE-1.ics")).text();
    const again = await send("PUT", "tasks/PHONE-1.ics", { body: stored, headers: calendarType });
    expect(again.status).toBe(204);
    const read = await send("GET", "tasks/PHONE-1.ics");
    expect(await read.text()).toBe(stored);
    expect(again.headers.get("ETag")).toBe(read.headers.get("ETag"));
  });

  it("an event kept byte for byte answers the strong ETag GET answers", async () => {
    const { send } = await world();
    const created = await send("PUT", "calendar/SWIM-1.ics", { body: SWIMMING, headers: calendarType });
    expect(created.status).toBe(201);
    const read = await send("GET", "calendar/SWIM-1.ics");
    expect(await read.text()).toBe(SWIMMING);
    expect(created.headers.get("ETag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(created.headers.get("ETag")).toBe(read.headers.get("ETag"));
  });
});

describe("the Content-Type of a PUT", () => {
  it("takes an iCalendar body sent as application/octet-stream, with no Content-Type, or under a wrong label", async () => {
    const { send } = await world();
    const bytes = (uid: string) => new TextEncoder().encode(SWIMMING.replace("UID:SWIM-1", `UID:${uid}`));
    expect((await send("PUT", "calendar/a.ics", { body: bytes("A"), headers: { "Content-Type": "application/octet-stream" } })).status).toBe(201);
    expect((await send("PUT", "calendar/b.ics", { body: bytes("B") })).status).toBe(201);
    expect((await send("PUT", "calendar/c.ics", { body: bytes("C"), headers: { "Content-Type": "text/plain" } })).status).toBe(201);
    expect((await send("GET", "calendar/b.ics")).status).toBe(200);
  });

  it("refuses a body that is not iCalendar with a reason: 415 for another type, 400 valid-calendar-data for a file tool's", async () => {
    const { send } = await world();
    const json = await send("PUT", "calendar/a.ics", { body: '{"title":"x"}', headers: { "Content-Type": "application/json" } });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain("text/calendar");
    const octets = await send("PUT", "calendar/b.ics", {
      body: new TextEncoder().encode("not a calendar"),
      headers: { "Content-Type": "application/octet-stream" },
    });
    expect(octets.status).toBe(400);
    expect(await octets.text()).toContain("valid-calendar-data");
    expect((await send("GET", "calendar/a.ics")).status).toBe(404);
    expect((await send("GET", "calendar/b.ics")).status).toBe(404);
  });
});

describe("a resource name the server will not store", () => {
  it.each([
    ["over 200 characters", 400, `${"a".repeat(201)}.ics`, "at most 200"],
    ["with an encoded slash", 400, "a%2Fb.ics", "slash"],
    ["with a control character", 400, "a%09b.ics", "control"],
    ["not percent-encoded UTF-8", 400, "a%FFb.ics", "UTF-8"],
    ["below a resource", 409, "sub/a.ics", "no collections"],
  ])("a PUT of a name %s is refused with %i and its reason, never 405, and nothing is stored", async (_case, status, name, reason) => {
    const { user, send } = await world();
    const refused = await send("PUT", `tasks/${name}`, { body: phoneTodo("NAMED-1", "SUMMARY:Vaska"), headers: calendarType });
    expect(refused.status).toBe(status);
    expect(refused.headers.get("Allow")).toBeNull();
    expect(await refused.text()).toContain(reason);
    expect((await send("GET", `tasks/${name}`)).status).toBe(404);
    expect(await reminderRows(user.familyId)).toEqual([]);
  });

  it("a PUT of such a name in another family's collection is 404 before any reason", async () => {
    const user = await createUser();
    const other = await createUser();
    const send = sender(await newAppPassword(user), other.familyId);
    const answer = await send("PUT", `tasks/${"a".repeat(201)}.ics`, { body: phoneTodo("X", "SUMMARY:X"), headers: calendarType });
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain("200");
  });
});

describe("the bare origin (RFC 6764 5)", () => {
  it("a PROPFIND or OPTIONS of / leads to /caldav/ with a 301, so a phone given only the server's name finds the account", async () => {
    const user = await createUser();
    const credentials = await newAppPassword(user);
    const authorization = `Basic ${btoa(`${credentials.username}:${credentials.password}`)}`;
    for (const method of ["PROPFIND", "OPTIONS"]) {
      const answer = await workerFetch()(`${ORIGIN}/`, { method, headers: { Authorization: authorization, Depth: "0" } });
      expect(answer.status, method).toBe(301);
      expect(new URL(answer.headers.get("Location")!, ORIGIN).pathname).toBe("/caldav/");
    }
  });

  it("a GET of / is still the web app's, answered by its files", async () => {
    const answer = await workerFetch()(`${ORIGIN}/`);
    const files = await env.ASSETS.fetch(`${ORIGIN}/`);
    expect(answer.status).toBe(files.status);
    expect(answer.headers.get("Location")).toBeNull();
    expect(await answer.text()).toBe(await files.text());
  });
});

describe("a calendar-query's time range over to-dos (RFC 4791 9.9)", () => {
  const query = (start: string, end: string) =>
    [
      '<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop>',
      '<c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO">',
      `<c:time-range start="${start}" end="${end}"/></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`,
    ].join("");
  const namesIn = async (answer: Response) => [...(await answer.text()).matchAll(/<d:href>[^<]*\/([^/<]+)<\/d:href>/g)].map((match) => match[1]).sort();

  it("finds the later occurrences of a recurring to-do, and an app task without dates in a range before it was made", async () => {
    const { user, send } = await world();
    const weekly = phoneTodo("WEEKLY-1", "SUMMARY:Rusk út", "DTSTART:20260105T170000Z", "DUE:20260105T180000Z", "RRULE:FREQ=WEEKLY");
    const once = phoneTodo("ONCE-1", "SUMMARY:Eina ferð", "DTSTART:20260105T170000Z", "DUE:20260105T180000Z");
    expect((await send("PUT", "tasks/weekly.ics", { body: weekly, headers: calendarType })).status).toBe(201);
    expect((await send("PUT", "tasks/once.ics", { body: once, headers: calendarType })).status).toBe(201);
    const undated = await reminderOf(user, { title: "Einaferð" });
    const report = (start: string, end: string) =>
      send("REPORT", "tasks/", { body: query(start, end), headers: { Depth: "1", "Content-Type": "application/xml" } });
    // A Monday in June 2026, months after the series began; and a range years before anything was made.
    expect(await namesIn(await report("20260601T000000Z", "20260602T000000Z"))).toEqual([`${undated.id}.ics`, "weekly.ics"].sort());
    expect(await namesIn(await report("20200101T000000Z", "20200102T000000Z"))).toEqual([`${undated.id}.ics`]);
  });
});
