import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { calendarMessages } from "@contract/calendar";
import type { CalendarEvent } from "@contract/schemas/events";
import { fillEventEnds } from "@worker/cron/fill-event-ends";
import { jobDeps } from "@worker/cron/index";
import { sendTimedPushes } from "@worker/cron/timed-pushes";
import { events } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { vapidFromEnv } from "@worker/lib/web-push/vapid";
import { call, json, ORIGIN } from "../helpers/api";
import { STALLING_RULES } from "../helpers/calendar-feeds";
import { caldavClient, davRequest, newAppPassword } from "../helpers/caldav-client";
import { eventRow, listedEvents } from "../helpers/events";
import { createUser, db, HOME_DATABASE, type TestUser } from "../helpers/factories";
import { feedUrl, importedOf, importedRows, nextMonday, refresh, subscribedHeld, subscriptionRow } from "../helpers/outside-calendars";
import { newDevice, pushesTo, subscriptionOf, type TestDevice } from "../helpers/push";
import { steppedQueue } from "../helpers/queue";

/** A Wednesday far from the tests' own clock, when the Faroes keep UTC (no summer time in March before the 28th). */
const DAY = "2031-03-05";
const at = (time: string) => Date.parse(`${DAY}T${time}:00.000Z`);
const FAROE = "Atlantic/Faroe";
/** Each case must finish in this time: before the bound, the first cron run, read or refresh never did. */
const QUICK_MS = 15_000;

async function withPhone(user: TestUser): Promise<TestDevice> {
  const phone = await newDevice();
  expect((await call("POST", "/api/push/subscriptions", { token: user.token, body: subscriptionOf(phone) })).status).toBe(201);
  return phone;
}

const pushes = (device: TestDevice) => pushesTo(device, env.VAPID_PUBLIC_KEY!);

/** A cron run of the timed pushes whose queued pages and pushes are delivered, and counted, before it answers. */
function cron() {
  const queue = steppedQueue();
  const deps = jobDeps(db, HOME_DATABASE, queue.fanout, vapidFromEnv(env));
  return { queue, run: (now: number) => sendTimedPushes(deps, now), pages: () => queue.delivered.filter((message) => message.kind === "timed-page").length };
}

/** Two families with a phone each; the second has a plain event at 17:00, whose push is due at 16:30 (the default lead). */
async function twoFamiliesWithPhones() {
  const phoneOwner = await createUser();
  const other = await createUser();
  const created = await call("POST", "/api/events", {
    token: other.token,
    body: { title: "Foreldrafundur", startTime: `${DAY}T17:00:00.000Z`, endTime: `${DAY}T18:00:00.000Z` },
  });
  expect(created.status).toBe(201);
  return { phoneOwner, other, phones: { owner: await withPhone(phoneOwner), other: await withPhone(other) } };
}

const phoneCalendar = (rule: string) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Apple Inc.//iOS 18//EN",
    "BEGIN:VEVENT",
    "UID:never@phone.test",
    "DTSTAMP:20310101T000000Z",
    "DTSTART:20310305T170000Z",
    "DTEND:20310305T180000Z",
    `RRULE:${rule}`,
    "SUMMARY:Ongantíð",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

async function calendarFeedOf(user: TestUser): Promise<Response> {
  const link = await json<{ url: string }>(await call("GET", `/api/families/${user.familyId}/calendar-feed`, { token: user.token }));
  return call("GET", link.url.slice(ORIGIN.length));
}

/** Every way the app answers a stored event: the JSON list, the CalDAV object and a time-range report, the calendar feed. */
async function readsAnswer(user: TestUser, path: string): Promise<CalendarEvent> {
  const [event] = await listedEvents(user);
  const credentials = await newAppPassword(user, "Lesarin");
  const object = await davRequest("GET", path, credentials);
  expect(object.status).toBe(200);
  expect(await object.text()).toContain("UID:never@phone.test");
  const client = await caldavClient(user);
  const [calendar] = (await client.fetchCalendars()).filter((found) => found.url.endsWith(`/caldav/families/${user.familyId}/calendar/`));
  const ranged = await client.fetchCalendarObjects({ calendar: calendar!, timeRange: { start: "2031-03-01T00:00:00Z", end: "2033-01-01T00:00:00Z" } });
  expect(ranged.map((found) => found.url.split("/").pop())).toEqual(["never.ics"]);
  const feed = await calendarFeedOf(user);
  expect(feed.status).toBe(200);
  expect(await feed.text()).toContain("Ongantíð");
  return event!;
}

describe("a repeat rule whose parts never meet after its start", () => {
  for (const rule of STALLING_RULES) {
    it(`is stored from a phone as over after its start, every read answers it, and the cron still pushes the other family in the same run (${rule})`, async () => {
      const started = Date.now();
      const { phoneOwner, phones } = await twoFamiliesWithPhones();
      const credentials = await newAppPassword(phoneOwner);
      const path = `/caldav/families/${phoneOwner.familyId}/calendar/never.ics`;
      const put = await davRequest("PUT", path, credentials, { body: phoneCalendar(rule), headers: { "Content-Type": "text/calendar" } });
      expect(put.status).toBe(201);

      const event = await readsAnswer(phoneOwner, path);
      expect(event).toMatchObject({ title: "Ongantíð", startTime: `${DAY}T17:00:00.000Z`, recurrenceRule: { rrule: rule, timeZone: "UTC" } });
      // Its one occurrence is its start: the event is over when that ends, and is filed so.
      expect((await eventRow(event.id))?.endsAt).toBe(`${DAY}T18:00:00.000Z`);

      const { run, queue, pages } = cron();
      await run(at("16:30"));
      expect(await pushes(phones.other)).toHaveLength(1);
      expect((await pushes(phones.owner)).map((push) => push.title)).toEqual(["Ongantíð"]);
      await run(at("16:30") + 86_400_000);
      await run(at("16:30") + 365 * 86_400_000);
      expect(await pushes(phones.owner)).toHaveLength(1);
      expect(pages()).toBe(3);
      expect(queue.deadLetters).toEqual([]);
      expect(Date.now() - started).toBeLessThan(QUICK_MS);
    });
  }

  it("leaves a family whose stored rule cannot be read without its event pushes, and pushes the page's other families in the same run, the page not retried", async () => {
    const { phoneOwner, phones } = await twoFamiliesWithPhones();
    const mine = await call("POST", "/api/events", {
      token: phoneOwner.token,
      body: { title: "Brotin", startTime: `${DAY}T17:00:00.000Z`, endTime: `${DAY}T18:00:00.000Z`, recurrence: "weekly" },
    });
    const { id } = await json<{ id: string }>(mine);
    // As no way in writes it (the CalDAV PUT refuses what ical.js cannot parse), but old rows or a bug could hold.
    await db
      .update(events)
      .set({ recurrenceRule: { rrule: "FREQ=WEEKLY;BYWEEKNO=60", timeZone: FAROE, exdates: [], overrides: [] } })
      .where(eq(events.id, id));

    const { run, queue, pages } = cron();
    await run(at("16:30"));
    expect(await pushes(phones.other)).toHaveLength(1);
    expect(await pushes(phones.owner)).toEqual([]);
    expect(pages()).toBe(1);
    expect(queue.deadLetters).toEqual([]);
  });

  it("refuses a phone's event on a time zone whose rules never meet, quickly, with a 400 that says so, and stores nothing", async () => {
    const alice = await createUser();
    const credentials = await newAppPassword(alice);
    const zoned = phoneCalendar("FREQ=WEEKLY")
      .replace("DTSTART:20310305T170000Z", "DTSTART;TZID=Bad/Zone:20310305T170000")
      .replace("DTEND:20310305T180000Z", "DTEND;TZID=Bad/Zone:20310305T180000")
      .replace(
        "BEGIN:VEVENT",
        [
          "BEGIN:VTIMEZONE",
          "TZID:Bad/Zone",
          "BEGIN:STANDARD",
          "TZOFFSETFROM:+0100",
          "TZOFFSETTO:+0000",
          "DTSTART:19701025T030000",
          `RRULE:${STALLING_RULES[0]}`,
          "END:STANDARD",
          "END:VTIMEZONE",
          "BEGIN:VEVENT",
        ].join("\r\n"),
      );
    const started = Date.now();
    const put = await davRequest("PUT", `/caldav/families/${alice.familyId}/calendar/zone.ics`, credentials, {
      body: zoned,
      headers: { "Content-Type": "text/calendar" },
    });
    expect(put.status).toBe(400);
    expect(await put.text()).toContain(calendarMessages.icsZoneUnreadable);
    expect(Date.now() - started).toBeLessThan(QUICK_MS);
    expect(await listedEvents(alice)).toEqual([]);
  });

  it("lets the ends_at backfill fill an old row whose COUNT rule never meets after its start, quickly", async () => {
    const alice = await createUser();
    const id = newId();
    await db.insert(events).values({
      id,
      familyId: alice.familyId,
      createdBy: alice.id,
      title: "Gamalt",
      startTime: `${DAY}T17:00:00.000Z`,
      endTime: `${DAY}T18:00:00.000Z`,
      recurrence: "daily",
      recurrenceEnds: `${DAY}T17:00:00.000Z`,
      recurrenceRule: { rrule: `${STALLING_RULES[0]};COUNT=3`, timeZone: "UTC", exdates: [], overrides: [] },
      endsAt: null,
      createdAt: `${DAY}T12:00:00.000Z`,
    });
    const started = Date.now();
    await fillEventEnds({ db });
    expect(Date.now() - started).toBeLessThan(QUICK_MS);
    expect((await eventRow(id))?.endsAt).toBe(`${DAY}T18:00:00.000Z`);
  });

  it("imports an outside calendar's other events, quickly, when some of its rules never meet", async () => {
    const alice = await createUser();
    const monday = nextMonday();
    const { sub } = await subscribedHeld(alice, { url: feedUrl(`/feed/stalling?monday=${monday}`), name: "Felagið", color: "#dc2626" });
    const started = Date.now();
    expect(await refresh(sub.id)).toBe("changed");
    expect(Date.now() - started).toBeLessThan(QUICK_MS);
    expect((await subscriptionRow(sub.id))?.lastError).toBeNull();
    expect((await importedRows(sub.id)).map((row) => row.uid)).toEqual(Array(4).fill("training@club.test"));
    expect((await importedOf(alice)).map((event) => event.title)).toEqual(Array(4).fill("training@club.test"));
  });
});
