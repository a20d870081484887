import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, reminders, shoppingItems } from "@worker/db/schema";
import { type DavCredentials, davRequest, newAppPassword } from "@test/helpers/caldav-client";
import { eventRows } from "@test/helpers/events";
import { createUser, db, type TestUser } from "@test/helpers/factories";
import { listOf } from "@test/helpers/shopping";
import { phoneTodo } from "@test/helpers/vtodo";

/**
 * A value ical.js cannot read (docs/features/caldav.md "XML", refusals) is the phone's bad data, not
 * the server's failure: 400 with `valid-calendar-data` and a Faroese reason, and nothing stored.
 * Before, reading the value threw inside the kind and the phone got a 500 with a JSON body.
 */

const event = (...lines: string[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//FamilyHub test//EN",
    "BEGIN:VEVENT",
    "UID:phone-bad-value",
    "DTSTAMP:20261201T000000Z",
    "SUMMARY:Fótbóltur",
    ...lines,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

const START = "DTSTART:20261210T100000Z";
const END = "DTEND:20261210T110000Z";

/** Each malformed value beside an otherwise good event. */
const BAD_EVENTS: Record<string, string> = {
  "DTSTART:garbage": event("DTSTART:garbage", END),
  "DTEND:garbage": event(START, "DTEND:garbage"),
  "DTSTART;VALUE=DATE:2026": event("DTSTART;VALUE=DATE:2026"),
  "RRULE:garbage": event(START, END, "RRULE:garbage"),
  "RRULE:FREQ=DAILY;UNTIL=garbage": event(START, END, "RRULE:FREQ=DAILY;UNTIL=garbage"),
  "DURATION:garbage": event(START, "DURATION:garbage"),
  "EXDATE:not-a-date": event(START, END, "RRULE:FREQ=DAILY", "EXDATE:not-a-date"),
  "RDATE:not-a-date": event(START, END, "RDATE:not-a-date"),
  "UID: beside the UID": event("UID:", START, END),
  "RECURRENCE-ID:garbage in a moved instance": event(START, END, "RRULE:FREQ=DAILY").replace(
    "END:VCALENDAR",
    "BEGIN:VEVENT\r\nUID:phone-bad-value\r\nDTSTAMP:20261201T000000Z\r\nRECURRENCE-ID:garbage\r\nDTSTART:20261211T120000Z\r\nEND:VEVENT\r\nEND:VCALENDAR",
  ),
  "a VTIMEZONE whose DTSTART is garbage": event("DTSTART;TZID=Heima:20261210T100000", "DTEND;TZID=Heima:20261210T110000").replace(
    "BEGIN:VEVENT",
    "BEGIN:VTIMEZONE\r\nTZID:Heima\r\nBEGIN:STANDARD\r\nDTSTART:garbage\r\nTZOFFSETFROM:+0000\r\nTZOFFSETTO:+0000\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\nBEGIN:VEVENT",
  ),
};

/** Each malformed value beside an otherwise good to-do (tasks and shopping items read the same VTODO). */
const BAD_TODOS: Record<string, string[]> = {
  "DUE:garbage": ["DUE:garbage"],
  "DUE;VALUE=DATE:2026": ["DUE;VALUE=DATE:2026"],
  "DTSTART:garbage": ["DTSTART:garbage"],
  "COMPLETED:garbage": ["STATUS:COMPLETED", "COMPLETED:garbage"],
  "DURATION:garbage": ["DTSTART:20261210T100000Z", "DURATION:garbage"],
  "RRULE:garbage": ["DUE:20261210T100000Z", "RRULE:garbage"],
  "EXDATE:not-a-date": ["DUE:20261210T100000Z", "RRULE:FREQ=DAILY", "EXDATE:not-a-date"],
  "UID: beside the UID": ["UID:"],
};

const put = (credentials: DavCredentials, path: string, body: string) =>
  davRequest("PUT", path, credentials, { body, headers: { "Content-Type": "text/calendar; charset=utf-8" } });

async function expectUnreadable(response: Response, what: string): Promise<void> {
  const body = await response.text();
  expect(response.status, `${what}: ${body}`).toBe(400);
  expect(body, what).toContain("valid-calendar-data");
  // The reason in Faroese, never the JSON API's body nor ical.js's English.
  expect(body, what).toMatch(/<d:responsedescription>[^<]*(kann ikki lesast|UID)[^<]*<\/d:responsedescription>/);
  expect(body, what).not.toContain('"code"');
}

async function signedIn(): Promise<{ user: TestUser; credentials: DavCredentials; home: string }> {
  const user = await createUser();
  return { user, credentials: await newAppPassword(user), home: `/caldav/families/${user.familyId}` };
}

describe("a phone's malformed iCalendar values over CalDAV", () => {
  it("an event whose value cannot be read is refused with 400 valid-calendar-data, and no event is stored", async () => {
    const { user, credentials, home } = await signedIn();
    for (const [what, body] of Object.entries(BAD_EVENTS)) {
      await expectUnreadable(await put(credentials, `${home}/calendar/bad.ics`, body), what);
    }
    expect(await db.$count(events, eq(events.familyId, user.familyId))).toBe(0);
    // The same event with good values is taken, so the refusals above are the values'.
    expect((await put(credentials, `${home}/calendar/good.ics`, event(START, END, "RRULE:FREQ=DAILY;COUNT=3"))).status).toBe(201);
  });

  it("an RDATE written as a PERIOD (RFC 5545 3.8.5.2) is read, as an extra occurrence at the period's start", async () => {
    const { user, credentials, home } = await signedIn();
    const body = event(START, END, "RRULE:FREQ=DAILY;COUNT=2", "RDATE;VALUE=PERIOD:20261220T150000Z/PT2H");
    expect((await put(credentials, `${home}/calendar/period.ics`, body)).status).toBe(201);
    const [row] = await eventRows(user.familyId);
    expect(row?.recurrenceRule?.overrides).toEqual([
      { recurrenceId: "2026-12-20T15:00:00.000Z", startTime: "2026-12-20T15:00:00.000Z", endTime: "2026-12-20T16:00:00.000Z" },
    ]);
  });

  it("a task whose value cannot be read is refused with 400 valid-calendar-data, and no task is stored", async () => {
    const { user, credentials, home } = await signedIn();
    for (const [what, lines] of Object.entries(BAD_TODOS)) {
      await expectUnreadable(await put(credentials, `${home}/tasks/bad.ics`, phoneTodo("phone-bad-task", "SUMMARY:Sláa", ...lines)), what);
    }
    expect(await db.$count(reminders, eq(reminders.familyId, user.familyId))).toBe(0);
    expect((await put(credentials, `${home}/tasks/good.ics`, phoneTodo("phone-good-task", "SUMMARY:Sláa", "DUE:20261210T100000Z"))).status).toBe(201);
  });

  it("a shopping item whose value cannot be read is refused with 400 valid-calendar-data, and no item is stored", async () => {
    const { user, credentials, home } = await signedIn();
    const list = await listOf(user);
    for (const [what, lines] of Object.entries(BAD_TODOS)) {
      await expectUnreadable(await put(credentials, `${home}/shopping-${list.id}/bad.ics`, phoneTodo("phone-bad-item", "SUMMARY:Mjólk", ...lines)), what);
    }
    expect(await db.$count(shoppingItems, eq(shoppingItems.familyId, user.familyId))).toBe(0);
    expect((await put(credentials, `${home}/shopping-${list.id}/good.ics`, phoneTodo("phone-good-item", "SUMMARY:Mjólk"))).status).toBe(201);
  });
});
