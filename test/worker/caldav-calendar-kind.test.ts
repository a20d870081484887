import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { calendarMessages as m } from "@contract/calendar";
import type { CalendarEvent } from "@contract/schemas/events";
import { calendarKind } from "@worker/caldav/calendar-kind";
import type { DavCaller, DavObject } from "@worker/caldav/collection";
import { davChanges } from "@worker/db/schema";
import { occurrencesBetween } from "@worker/lib/event-recurrence";
import type { HttpError } from "@worker/lib/http-error";
import { eventOf, eventRows, listedEvents, patchEvent } from "../helpers/events";
import { createUser, db, type TestUser, twoFamilies } from "../helpers/factories";
import { phoneReads, SWIMMING } from "../helpers/ical-reader";

const FAROE = "Atlantic/Faroe";
const FROM = Date.parse("2026-01-01T00:00:00Z");
const TO = Date.parse("2028-01-01T00:00:00Z");

const callerOf = (user: TestUser): DavCaller => ({ userId: user.id, username: user.username, familyId: user.familyId, appPasswordId: "test", timeZone: FAROE });

const log = async (familyId: string, after: number) =>
  (await db.select().from(davChanges).where(sql`${davChanges.familyId} = ${familyId} AND ${davChanges.seq} > ${after}`).orderBy(asc(davChanges.seq))).map(
    (row) => `${row.deleted ? "-" : ""}${row.collection}/${row.name}`,
  );
const newestSeq = async () => (await db.select({ seq: sql<number>`coalesce(max(${davChanges.seq}), 0)` }).from(davChanges))[0]!.seq;

const put = (user: TestUser, name: string, ics: string, current: DavObject | null = null) =>
  calendarKind.put!(db, callerOf(user), "calendar", name, ics, current);
const readNamed = async (user: TestUser, name: string) => (await calendarKind.read(db, user.familyId, "calendar", { names: [name] }, user.id))[0];
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: HttpError) => [error.status, error.message],
  );

const appStarts = (event: CalendarEvent) => occurrencesBetween(event, FROM, TO, FAROE).map((o) => new Date(o.start).toISOString());

describe("the calendar collection (VEVENT)", () => {
  it("creates a phone's event under its name, keeps its rule, exclusion and alarm, and draws its occurrences as the phone does", async () => {
    const alice = await createUser();
    const before = await newestSeq();
    const created = await put(alice, "SWIM-1.ics", SWIMMING);
    expect(created.status).toBe(201);
    expect(created.effects).toEqual([{ kind: "tell", familyId: alice.familyId, types: ["events_updated"] }]);
    expect(created.body.ics).toBe(SWIMMING);
    expect(await log(alice.familyId, before)).toEqual(["calendar/SWIM-1.ics"]);

    const [event] = await listedEvents(alice);
    expect(event).toMatchObject({ title: "Svimjing", recurrence: "weekly", daysOfWeek: [1, 3], createdBy: alice.id });
    expect(event?.recurrenceRule).toMatchObject({ rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE", exdates: ["2026-04-01T16:30:00.000Z"] });
    expect(appStarts(event!)).toEqual(phoneReads(SWIMMING, FROM, TO).starts);
    expect(await readNamed(alice, "SWIM-1.ics")).toMatchObject(created.body);
  });

  it("shows an app rename on the next read with the rule and the alarm intact, and takes the phone's change back", async () => {
    const alice = await createUser();
    const created = await put(alice, "SWIM-1.ics", SWIMMING);
    const [event] = await listedEvents(alice);
    expect((await patchEvent(alice, event!.id, { title: "Svimjing við Sigrid" })).status).toBe(200);
    const renamed = await readNamed(alice, "SWIM-1.ics");
    expect(renamed?.etag).not.toBe(created.body.etag);
    const { master, starts } = phoneReads(renamed!.ics, FROM, TO);
    expect(master.getFirstPropertyValue("summary")).toBe("Svimjing við Sigrid");
    expect(master.getAllSubcomponents("valarm")).toHaveLength(1);
    expect(String(master.getFirstPropertyValue("rrule"))).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE");
    expect(starts).toEqual(phoneReads(SWIMMING, FROM, TO).starts);

    const before = await newestSeq();
    const moved = SWIMMING.replace("SUMMARY:Svimjing", "SUMMARY:Svimjing seinni")
      .replaceAll("T173000", "T183000")
      .replace("T183000\r\nRRULE", "T193000\r\nRRULE");
    const changed = await put(alice, "SWIM-1.ics", moved, renamed!);
    expect(changed.status).toBe(204);
    expect(await log(alice.familyId, before)).toEqual(["calendar/SWIM-1.ics"]);
    const [after] = await listedEvents(alice);
    expect(after).toMatchObject({ id: event!.id, title: "Svimjing seinni", startTime: "2026-01-05T18:30:00.000Z", endTime: "2026-01-05T19:30:00.000Z" });
    expect(after?.recurrenceRule?.exdates).toEqual(["2026-04-01T17:30:00.000Z"]);
  });

  it("writes an app event as VEVENT and deletes it through the app's service, logging a tombstone", async () => {
    const alice = await createUser();
    const event = await eventOf(alice, { recurrence: "weekly", daysOfWeek: [2, 4] });
    const object = await readNamed(alice, `${event.id}.ics`);
    expect(phoneReads(object!.ics, FROM, TO).starts).toEqual(appStarts(event));
    const before = await newestSeq();
    const removed = await calendarKind.remove!(db, callerOf(alice), "calendar", object!);
    expect(removed.status).toBe(204);
    expect(await eventRows(alice.familyId)).toHaveLength(0);
    expect(await log(alice.familyId, before)).toEqual([`-calendar/${event.id}.ics`]);
  });

  it("answers a calendar-query by occurrence: a long-running series overlaps a range its start lies far before", async () => {
    const alice = await createUser();
    await put(alice, "SWIM-1.ics", SWIMMING);
    const yearly = await eventOf(alice, {
      title: "Føðingardagur",
      startTime: "2025-03-10T12:00:00.000Z",
      endTime: "2025-03-10T13:00:00.000Z",
      recurrence: "yearly",
    });
    await eventOf(alice, { title: "Liðið", startTime: "2025-01-10T12:00:00.000Z", endTime: "2025-01-10T13:00:00.000Z" });
    const inRange = async (start: string, end: string) =>
      (await calendarKind.read(db, alice.familyId, "calendar", { range: { start, end } }, alice.id)).map((object) => object.name).sort();
    // Monday 20 April 2026: a swimming day (every other week from 5 January).
    expect(await inRange("2026-04-13T00:00:00.000Z", "2026-04-14T00:00:00.000Z")).toEqual(["SWIM-1.ics"]);
    expect(await inRange("2026-04-14T00:00:00.000Z", "2026-04-15T00:00:00.000Z")).toEqual([]);
    expect(await inRange("2027-03-10T12:30:00.000Z", "2027-03-10T12:31:00.000Z")).toEqual([`${yearly.id}.ics`]);
    expect(await inRange("2026-04-01T00:00:00.000Z", "2026-04-02T00:00:00.000Z")).toEqual([]);
  });

  it("refuses bad iCalendar with 400 and stores nothing; another family's resource is 404", async () => {
    const { alice, mallory } = await twoFamilies();
    expect(await refusal(put(alice, "x.ics", "BEGIN:VCALENDAR\r\nnonsense"))).toEqual([400, m.icsUnreadable]);
    expect((await refusal(put(alice, "x.ics", SWIMMING.replace("SUMMARY:Svimjing", `SUMMARY:${"x".repeat(300)}`))))?.[0]).toBe(400);
    expect(await eventRows(alice.familyId)).toHaveLength(0);

    const created = await put(alice, "SWIM-1.ics", SWIMMING);
    expect(await readNamed(mallory, "SWIM-1.ics")).toBeUndefined();
    expect((await refusal(put(mallory, "SWIM-1.ics", SWIMMING, created.body)))?.[0]).toBe(404);
    expect((await refusal(calendarKind.remove!(db, callerOf(mallory), "calendar", created.body)))?.[0]).toBe(404);
    expect(await readNamed(alice, "SWIM-1.ics")).toMatchObject(created.body);
  });
});
