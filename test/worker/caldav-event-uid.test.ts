import type { DAVCalendar, DAVClient } from "tsdav";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "@worker/db/schema";
import { calendarMessages as m } from "@contract/calendar";
import { caldavClient } from "@test/helpers/caldav-client";
import { eventOf, eventRows, listedEvents } from "@test/helpers/events";
import { dbOf, twoFamilies } from "@test/helpers/factories";
import { SWIMMING } from "@test/helpers/ical-reader";

/** RFC 4791 5.3.2.1 on the family calendar (docs/features/caldav.md "The calendar (VEVENT)"): a UID is one resource's. */
const calendarOf = async (client: DAVClient) => (await client.fetchCalendars()).find((found) => found.url.endsWith("/calendar/")) as DAVCalendar;

/** The conflicting href a 409 names, or null. */
async function conflictHref(answer: Response): Promise<string | null> {
  expect(answer.status).toBe(409);
  const body = await answer.text();
  expect(body).toContain(m.uidTaken);
  return /<c:no-uid-conflict><d:href>([^<]*)<\/d:href><\/c:no-uid-conflict>/.exec(body)?.[1] ?? null;
}

describe("event UIDs over CalDAV, with tsdav", () => {
  it("refuses a new resource with a UID another event has (409 no-uid-conflict naming it) and changes nothing", async () => {
    const { alice } = await twoFamilies();
    const client = await caldavClient(alice);
    const calendar = await calendarOf(client);
    expect((await client.createCalendarObject({ calendar, iCalString: SWIMMING, filename: "SWIM-1.ics" })).status).toBe(201);
    const before = await eventRows(alice.familyId);

    const again = await client.createCalendarObject({ calendar, iCalString: SWIMMING.replace("SUMMARY:Svimjing", "SUMMARY:Aftur"), filename: "SWIM-2.ics" });
    expect(await conflictHref(again)).toBe(`/caldav/families/${alice.familyId}/calendar/SWIM-1.ics`);
    expect(await eventRows(alice.familyId)).toEqual(before);
    expect((await client.fetchCalendarObjects({ calendar })).map((object) => object.url.split("/").pop())).toEqual(["SWIM-1.ics"]);
  });

  it("refuses the UID of an event made in the app, and a change that gives a resource another's UID", async () => {
    const { alice } = await twoFamilies();
    const client = await caldavClient(alice);
    const calendar = await calendarOf(client);
    const own = await eventOf(alice, { title: "Foreldrafundur" });
    const asApp = SWIMMING.replaceAll("UID:2F1C-SWIM@example.com", `UID:${own.id}@familyhub`);
    const taken = await client.createCalendarObject({ calendar, iCalString: asApp, filename: "copy.ics" });
    expect(await conflictHref(taken)).toBe(`/caldav/families/${alice.familyId}/calendar/${own.id}.ics`);

    await client.createCalendarObject({ calendar, iCalString: SWIMMING, filename: "SWIM-1.ics" });
    const [swim] = (await client.fetchCalendarObjects({ calendar })).filter((object) => object.url.endsWith("/SWIM-1.ics"));
    const changed = await client.updateCalendarObject({ calendarObject: { ...swim!, data: asApp } });
    expect(await conflictHref(changed)).toBe(`/caldav/families/${alice.familyId}/calendar/${own.id}.ics`);
    expect((await listedEvents(alice)).map((event) => event.title).sort()).toEqual(["Foreldrafundur", "Svimjing"]);
    // Its own UID written back to its own resource is no conflict.
    expect((await client.updateCalendarObject({ calendarObject: { ...swim!, data: swim!.data.replace("SUMMARY:Svimjing", "SUMMARY:Svim") } })).status).toBe(
      204,
    );
  });

  it("stores one event when two phones create one UID under two names at once: one 201, one 409 naming it", async () => {
    const { alice } = await twoFamilies();
    const [first, second] = [await caldavClient(alice), await caldavClient(alice)];
    const [one, other] = [await calendarOf(first), await calendarOf(second)];
    const answers = await Promise.all([
      first.createCalendarObject({ calendar: one, iCalString: SWIMMING, filename: "SWIM-A.ics" }),
      second.createCalendarObject({ calendar: other, iCalString: SWIMMING.replace("SUMMARY:Svimjing", "SUMMARY:Aftur"), filename: "SWIM-B.ics" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const [stored] = await eventRows(alice.familyId);
    expect(await eventRows(alice.familyId)).toHaveLength(1);
    const refused = answers.find((answer) => answer.status === 409) as Response;
    expect(await conflictHref(refused)).toBe(`/caldav/families/${alice.familyId}/calendar/${stored?.davName}`);
    expect(stored?.davUid).toBe("2F1C-SWIM@example.com");
  });

  it("stores an event's UID when a phone writes it, and none for the app's own UID", async () => {
    const { alice } = await twoFamilies();
    const client = await caldavClient(alice);
    const calendar = await calendarOf(client);
    await client.createCalendarObject({ calendar, iCalString: SWIMMING, filename: "SWIM-1.ics" });
    const own = await eventOf(alice, { title: "Foreldrafundur" });
    const [app] = (await client.fetchCalendarObjects({ calendar })).filter((object) => object.url.endsWith(`/${own.id}.ics`));
    expect((await client.updateCalendarObject({ calendarObject: { ...app!, data: app!.data.replace("Foreldrafundur", "Fundur") } })).status).toBe(204);
    const rows = await eventRows(alice.familyId);
    expect(rows.map((row) => [row.title, row.davUid]).sort()).toEqual([
      ["Fundur", null],
      ["Svimjing", "2F1C-SWIM@example.com"],
    ]);
  });

  it("lets another family use the same UID", async () => {
    const { alice, mallory } = await twoFamilies();
    const [theirs, ours] = [await caldavClient(mallory), await caldavClient(alice)];
    expect((await theirs.createCalendarObject({ calendar: await calendarOf(theirs), iCalString: SWIMMING, filename: "SWIM-1.ics" })).status).toBe(201);
    expect((await ours.createCalendarObject({ calendar: await calendarOf(ours), iCalString: SWIMMING, filename: "SWIM-2.ics" })).status).toBe(201);
    expect(await eventRows(alice.familyId)).toHaveLength(1);
    // Mallory's family is in the other family database (twoFamilies).
    expect(await dbOf(mallory).$count(events, eq(events.familyId, mallory.familyId))).toBe(1);
  });
});
