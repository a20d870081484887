import type { DAVCalendar, DAVClient } from "tsdav";
import { describe, expect, it } from "vitest";
import type { CalendarEvent } from "@contract/schemas/events";
import { expandRule } from "@contract/time/rule-expansion";
import { occurrencesBetween, setRuleExpander } from "@contract/time/recurrence";
import { caldavClient, davRequest, newAppPassword } from "@test/helpers/caldav-client";
import { eventOf, eventRows, listedEvents, patchEvent } from "../helpers/events";
import { createUser, type TestUser, twoFamilies } from "../helpers/factories";
import { phoneCalendar, phoneReads, SWIMMING } from "../helpers/ical-reader";

const FAROE = "Atlantic/Faroe";
const FROM = Date.parse("2026-01-01T00:00:00Z");
const TO = Date.parse("2028-01-01T00:00:00Z");

/** The family calendar as tsdav lists it. */
async function familyCalendar(client: DAVClient, user: TestUser): Promise<DAVCalendar> {
  const calendar = (await client.fetchCalendars()).find((found) => found.url.endsWith(`/caldav/families/${user.familyId}/calendar/`));
  expect(calendar?.displayName).toBe("Kalendari");
  return calendar!;
}

/** What a sync-collection from `token` reports, as resource names (a removal with a minus), and the next token. */
async function changesSince(client: DAVClient, calendar: DAVCalendar, token: string): Promise<{ changes: string[]; token: string }> {
  const answers = await client.syncCollection({ url: calendar.url, props: { "d:getetag": {} }, syncLevel: 1, syncToken: token });
  const changes = answers.filter((answer) => answer.href).map((answer) => `${answer.status === 404 ? "-" : ""}${answer.href!.split("/").pop()}`);
  const next = (await client.fetchCalendars()).find((found) => found.url === calendar.url)!.syncToken!;
  return { changes, token: next };
}

const object = async (client: DAVClient, calendar: DAVCalendar, name: string) =>
  (await client.fetchCalendarObjects({ calendar })).find((found) => found.url.endsWith(`/${name}`));

/** The app's own occurrence list for an event of the JSON answer, its rule expanded as the pages do once they load the library. */
function appStarts(event: CalendarEvent): string[] {
  setRuleExpander(expandRule);
  return occurrencesBetween(event, FROM, TO, FAROE).map((o) => new Date(o.start).toISOString());
}

describe("the family calendar over CalDAV, with tsdav", () => {
  it("creates, changes and deletes a phone's event, each seen through the JSON API and reported once by sync-collection", async () => {
    const alice = await createUser();
    const client = await caldavClient(alice);
    const calendar = await familyCalendar(client, alice);
    let token = calendar.syncToken!;

    const created = await client.createCalendarObject({ calendar, iCalString: SWIMMING, filename: "SWIM-1.ics" });
    expect(created.status).toBe(201);
    const [event] = await listedEvents(alice);
    expect(event).toMatchObject({ title: "Svimjing", location: "Svimjihøllin", startTime: "2026-01-05T17:30:00.000Z", createdBy: alice.id });
    let sync = await changesSince(client, calendar, token);
    expect(sync.changes).toEqual(["SWIM-1.ics"]);
    token = sync.token;

    const stored = await object(client, calendar, "SWIM-1.ics");
    // The phone's own text (tsdav trims the XML answer's last line end); the ETag is the one the PUT answered.
    expect(stored?.data.trimEnd()).toBe(SWIMMING.trimEnd());
    expect(stored?.etag).toBe(created.headers.get("ETag"));
    const updated = await client.updateCalendarObject({
      calendarObject: { ...stored!, data: SWIMMING.replace("LOCATION:Svimjihøllin", "LOCATION:Gundadalur") },
    });
    expect(updated.status).toBe(204);
    expect((await listedEvents(alice))[0]).toMatchObject({ id: event!.id, location: "Gundadalur" });
    sync = await changesSince(client, calendar, token);
    expect(sync.changes).toEqual(["SWIM-1.ics"]);
    token = sync.token;

    const deleted = await client.deleteCalendarObject({ calendarObject: (await object(client, calendar, "SWIM-1.ics"))! });
    expect(deleted.status).toBe(204);
    expect(await listedEvents(alice)).toEqual([]);
    expect((await changesSince(client, calendar, token)).changes).toEqual(["-SWIM-1.ics"]);
  });

  it("shows the app's event and its rename on the client's next read, with a phone's alarm and rule intact", async () => {
    const alice = await createUser();
    const client = await caldavClient(alice);
    const calendar = await familyCalendar(client, alice);
    const own = await eventOf(alice, { title: "Foreldrafundur", recurrence: "monthly" });
    const token = (await client.fetchCalendars()).find((found) => found.url === calendar.url)!.syncToken!;
    await client.createCalendarObject({ calendar, iCalString: SWIMMING, filename: "SWIM-1.ics" });
    const swimming = (await listedEvents(alice)).find((event) => event.title === "Svimjing")!;
    expect((await patchEvent(alice, swimming.id, { title: "Svimjing við Sigrid" })).status).toBe(200);
    expect((await patchEvent(alice, own.id, { title: "Foreldrafundur í skúlanum" })).status).toBe(200);

    const { master, starts } = phoneReads((await object(client, calendar, "SWIM-1.ics"))!.data, FROM, TO);
    expect(master.getFirstPropertyValue("summary")).toBe("Svimjing við Sigrid");
    expect(master.getAllSubcomponents("valarm")).toHaveLength(1);
    expect(String(master.getFirstPropertyValue("rrule"))).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE");
    expect(starts).toEqual(phoneReads(SWIMMING, FROM, TO).starts);
    const ownRead = phoneReads((await object(client, calendar, `${own.id}.ics`))!.data, FROM, TO);
    expect(ownRead.master.getFirstPropertyValue("summary")).toBe("Foreldrafundur í skúlanum");
    expect(ownRead.starts).toEqual(appStarts(own));
    expect((await changesSince(client, calendar, token)).changes.sort()).toEqual([`${own.id}.ics`, "SWIM-1.ics"].sort());
  });

  it("gives back a rule with BYDAY, INTERVAL and an EXDATE unchanged, and the app's occurrences of it are the client's", async () => {
    const alice = await createUser();
    const client = await caldavClient(alice);
    const calendar = await familyCalendar(client, alice);
    await client.createCalendarObject({ calendar, iCalString: SWIMMING, filename: "SWIM-1.ics" });
    const back = await object(client, calendar, "SWIM-1.ics");
    const { master, starts } = phoneReads(back!.data, FROM, TO);
    expect(String(master.getFirstPropertyValue("rrule"))).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE");
    expect(String(master.getFirstProperty("exdate")?.getFirstValue())).toBe("2026-04-01T17:30:00");
    const [event] = await listedEvents(alice);
    expect(event?.recurrenceRule?.rrule).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE");
    expect(appStarts(event!)).toEqual(starts);
    expect(starts).not.toContain("2026-04-01T16:30:00.000Z");
  });

  it("answers a stale If-Match with 412 and changes nothing", async () => {
    const alice = await createUser();
    const client = await caldavClient(alice);
    const calendar = await familyCalendar(client, alice);
    await client.createCalendarObject({ calendar, iCalString: SWIMMING, filename: "SWIM-1.ics" });
    const first = (await object(client, calendar, "SWIM-1.ics"))!;
    const [event] = await listedEvents(alice);
    await patchEvent(alice, event!.id, { title: "Nýtt heiti" });
    const stale = await client.updateCalendarObject({ calendarObject: { ...first, data: first.data.replace("SUMMARY:Svimjing", "SUMMARY:Gamalt") } });
    expect(stale.status).toBe(412);
    expect((await listedEvents(alice))[0]?.title).toBe("Nýtt heiti");
  });

  it("refuses bad iCalendar with 400 and a wrong content type with 415, storing nothing; another family's calendar is 404", async () => {
    const { alice, mallory } = await twoFamilies();
    const credentials = await newAppPassword(alice);
    const path = `/caldav/families/${alice.familyId}/calendar/new.ics`;
    const bad = await davRequest("PUT", path, credentials, { body: "BEGIN:VCALENDAR\r\nnot iCalendar", headers: { "Content-Type": "text/calendar" } });
    expect(bad.status).toBe(400);
    const noStart = phoneCalendar("BEGIN:VEVENT", "UID:x@example.com", "DTSTAMP:20260101T000000Z", "SUMMARY:Uttan tíð", "END:VEVENT");
    expect((await davRequest("PUT", path, credentials, { body: noStart, headers: { "Content-Type": "text/calendar" } })).status).toBe(400);
    // A VCALENDAR under another label is taken (caldav-interop.test.ts); a body of another type is not.
    const wrongType = await davRequest("PUT", path, credentials, { body: '{"title":"Svimjing"}', headers: { "Content-Type": "application/json" } });
    expect(wrongType.status).toBe(415);
    expect(await eventRows(alice.familyId)).toHaveLength(0);

    const created = await davRequest("PUT", path, credentials, { body: SWIMMING, headers: { "Content-Type": "text/calendar" } });
    expect(created.status).toBe(201);
    const theirs = await newAppPassword(mallory);
    expect((await davRequest("GET", path, theirs)).status).toBe(404);
    expect((await davRequest("PUT", path, theirs, { body: SWIMMING, headers: { "Content-Type": "text/calendar" } })).status).toBe(404);
    expect((await davRequest("DELETE", path, theirs)).status).toBe(404);
    expect((await davRequest("PROPFIND", `/caldav/families/${alice.familyId}/calendar/`, theirs, { headers: { Depth: "1" } })).status).toBe(404);
    expect(await eventRows(alice.familyId)).toHaveLength(1);
    expect(await eventRows(mallory.familyId)).toHaveLength(0);
  });
});
