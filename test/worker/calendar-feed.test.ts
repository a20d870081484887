import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { CalendarEvent } from "@contract/schemas/events";
import type { DinnerMeal } from "@contract/schemas/meals";
import type { RecurrenceRule } from "@contract/schemas/events";
import { occurrencesBetween } from "@worker/lib/event-recurrence";
import { createEvent } from "@worker/services/calendar/events";
import { families } from "@worker/db/schema";
import { call, errorBody, freshClient, json, ORIGIN } from "../helpers/api";
import { eventOf, patchEvent } from "../helpers/events";
import { createUser, db, twoFamilies, type TestUser } from "../helpers/factories";
import { phoneReads } from "../helpers/ical-reader";
import { memberOf, patchReminder, reminderOf } from "../helpers/reminders";

const FAROE = "Atlantic/Faroe";
const feedLink = async (user: TestUser, familyId = user.familyId) => call("GET", `/api/families/${familyId}/calendar-feed`, { token: user.token });
const rotate = (user: TestUser) => call("POST", `/api/families/${user.familyId}/calendar-feed/rotate`, { token: user.token });
const fetchFeed = (url: string) => call("GET", url.slice(ORIGIN.length));

async function urlOf(user: TestUser): Promise<string> {
  const response = await feedLink(user);
  expect(response.status).toBe(200);
  return (await json<{ url: string }>(response)).url;
}

async function feedOf(user: TestUser, query = ""): Promise<string> {
  const response = await fetchFeed(`${await urlOf(user)}${query}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The feed as a phone calendar reads it: parsed by ical.js, its time zones registered. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
}

/** Every start ical.js expands in [from, to), as UTC ISO strings, over all VEVENTs of one event. */
function icalStarts(events: ICAL.Event[], from: number, to: number): string[] {
  const starts: string[] = [];
  for (const event of events) {
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const start = next.toJSDate().getTime();
      if (start >= to) break;
      if (start >= from) starts.push(new Date(start).toISOString());
    }
  }
  return starts.sort();
}

const ourStarts = (event: CalendarEvent, from: number, to: number) => occurrencesBetween(event, from, to, FAROE).map((o) => new Date(o.start).toISOString());

describe("the calendar feed's link", () => {
  it("answers an absolute link with a key, the same one each time", async () => {
    const alice = await createUser();
    const url = await urlOf(alice);
    expect(url).toMatch(new RegExp(`^${ORIGIN}/api/families/${alice.familyId}/calendar\\.ics\\?key=[0-9a-f]{64}$`));
    expect(await urlOf(alice)).toBe(url);
  });

  it("is one link for the whole family", async () => {
    const alice = await createUser();
    const bob = await createUser({ familyId: alice.familyId });
    expect(await urlOf(bob)).toBe(await urlOf(alice));
  });

  it("rotates to a new key, after which the old link answers 404", async () => {
    const alice = await createUser();
    const old = await urlOf(alice);
    const response = await rotate(alice);
    expect(response.status).toBe(200);
    const { url } = await json<{ url: string }>(response);
    expect(url).not.toBe(old);
    expect(await urlOf(alice)).toBe(url);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(url)).status).toBe(200);
  });

  it("refuses another family's link and rotation with 403", async () => {
    const { alice, mallory } = await twoFamilies();
    expect((await feedLink(mallory, alice.familyId)).status).toBe(403);
    const old = await urlOf(alice);
    expect((await call("POST", `/api/families/${alice.familyId}/calendar-feed/rotate`, { token: mallory.token })).status).toBe(403);
    expect((await fetchFeed(old)).status).toBe(200);
  });
});

describe("GET /api/families/:familyId/calendar.ics", () => {
  it("answers a wrong, missing or other family's key as not found", async () => {
    const { alice, mallory } = await twoFamilies();
    const url = await urlOf(alice);
    const malloryKey = new URL(await urlOf(mallory)).searchParams.get("key");
    const path = `/api/families/${alice.familyId}/calendar.ics`;
    for (const query of ["?key=0000", "", `?key=${malloryKey}`, "?key="]) {
      const response = await call("GET", `${path}${query}`);
      expect(response.status, query).toBe(404);
      expect(await json(response)).toMatchObject({ code: "not_found" });
    }
    expect((await call("GET", `/api/families/00000000-0000-4000-8000-000000000000/calendar.ics?${new URL(url).search.slice(1)}`)).status).toBe(404);
  });

  it("throttles one key to 20 fetches a minute from any clients, with 429 and Retry-After, other families' keys untouched", async () => {
    const { alice, mallory } = await twoFamilies();
    const url = await urlOf(alice);
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetchFeed(url)));
    expect(answers.map((response) => response.status)).toEqual(Array(20).fill(200));
    const refused = await fetchFeed(url);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await errorBody(refused)).toMatchObject({ code: "rate_limited" });
    expect((await fetchFeed(await urlOf(mallory))).status).toBe(200);
  });

  it("throttles one client to 60 fetches a minute, wrong keys included, before the key is checked", async () => {
    const alice = await createUser();
    const url = await urlOf(alice);
    const headers = { "CF-Connecting-IP": freshClient() };
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => call("GET", `/api/families/${alice.familyId}/calendar.ics?key=${i.toString(16).padStart(64, "0")}`, { headers })),
    );
    expect(guesses.map((response) => response.status)).toEqual(Array(60).fill(404));
    expect((await call("GET", url.slice(ORIGIN.length), { headers })).status).toBe(429);
    expect((await fetchFeed(url)).status).toBe(200);
  });

  it("answers text/calendar that a calendar parser reads, with the family's events", async () => {
    const alice = await createUser();
    const event = await eventOf(alice, { title: "Foreldrafundur", location: "Skúlin, Tórshavn", description: "Tak við: kaffi; køkur\nog góðan hug" });
    const response = await fetchFeed(await urlOf(alice));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const [parsed] = parse(await response.text());
    expect(parsed).toMatchObject({
      uid: `event-${event.id}@familyhub.test`,
      summary: "Foreldrafundur",
      location: "Skúlin, Tórshavn",
      description: "Tak við: kaffi; køkur\nog góðan hug",
    });
    expect(parsed!.startDate.toJSDate().toISOString()).toBe(event.startTime);
    expect(parsed!.endDate.toJSDate().toISOString()).toBe(event.endTime);
  });

  it("folds long lines at 75 octets without splitting a character, and unfolds to the same text", async () => {
    const alice = await createUser();
    const description = "Ælabogi yvir Nólsoy, ðó ið tað regnar; ".repeat(40).trim();
    await eventOf(alice, { title: "Ø".repeat(120), description });
    const text = await feedOf(alice);
    const lines = text.split("\r\n");
    expect(text.endsWith("\r\n")).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    const [parsed] = parse(text);
    expect(parsed).toMatchObject({ summary: "Ø".repeat(120), description });
  });

  it("keeps each event's UID when it is renamed", async () => {
    const alice = await createUser();
    const event = await eventOf(alice);
    const before = parse(await feedOf(alice)).map((e) => e.uid);
    expect((await patchEvent(alice, event.id, { title: "Nýtt heiti" })).status).toBe(200);
    const after = parse(await feedOf(alice));
    expect(after.map((e) => e.uid)).toEqual(before);
    expect(after[0]!.summary).toBe("Nýtt heiti");
  });

  it("carries only what include names", async () => {
    const alice = await createUser();
    await eventOf(alice);
    expect(parse(await feedOf(alice, "&include=events"))).toHaveLength(1);
    expect(parse(await feedOf(alice, "&include=tasks,meals"))).toHaveLength(0);
    const bogus = await fetchFeed(`${await urlOf(alice)}&include=events,secrets`);
    expect(bogus.status).toBe(400);
  });

  it("never carries another family's events", async () => {
    const { alice, mallory } = await twoFamilies();
    await eventOf(mallory, { title: "Teirra loyndarmál" });
    await eventOf(alice, { title: "Okkara" });
    const text = await feedOf(alice);
    expect(text).not.toContain("Teirra");
    expect(parse(text).map((e) => e.summary)).toEqual(["Okkara"]);
  });

  it("expands, in ical.js, to exactly our occurrences over a year for every kind of rule", async () => {
    const alice = await createUser();
    const hour = (start: string) => ({ startTime: start, endTime: new Date(Date.parse(start) + 3_600_000).toISOString() });
    const made = [
      await eventOf(alice, { title: "Vikulig venjing", ...hour("2026-01-06T18:00:00.000Z"), recurrence: "weekly" }),
      await eventOf(alice, {
        title: "Týs og hós",
        ...hour("2026-01-06T16:30:00.000Z"),
        recurrence: "weekly",
        daysOfWeek: [4],
        recurrenceEnds: "2026-09-29T16:30:00.000Z",
      }),
      await eventOf(alice, { title: "Hin 31.", ...hour("2026-01-31T09:00:00.000Z"), recurrence: "monthly" }),
      await eventOf(alice, { title: "Hin 30.", ...hour("2026-01-30T09:00:00.000Z"), recurrence: "monthly" }),
      await eventOf(alice, { title: "Hin 29.", ...hour("2026-01-29T09:00:00.000Z"), recurrence: "monthly", recurrenceEnds: "2027-01-29T09:00:00.000Z" }),
      await eventOf(alice, { title: "Føðingardagur", ...hour("2024-02-29T12:00:00.000Z"), recurrence: "yearly" }),
      await eventOf(alice, { title: "Dagliga", ...hour("2026-03-25T07:15:00.000Z"), recurrence: "daily", recurrenceEnds: "2026-04-05T06:15:00.000Z" }),
      await eventOf(alice, { title: "Eingang", ...hour("2026-06-17T10:00:00.000Z") }),
    ];
    const events = parse(await feedOf(alice));
    const from = Date.parse("2026-01-01T00:00:00Z");
    const to = Date.parse("2027-01-01T00:00:00Z");
    for (const event of made) {
      const theirs = icalStarts(
        events.filter((e) => e.summary === event.title),
        from,
        to,
      );
      const ours = ourStarts(event, from, to);
      expect(ours.length, event.title).toBeGreaterThan(0);
      expect(theirs, event.title).toEqual(ours);
    }
  });
});

async function mealOf(user: TestUser, body: Record<string, unknown>): Promise<DinnerMeal> {
  const response = await call("POST", "/api/dinner-meals", { token: user.token, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<DinnerMeal>(response);
}

const completeMeal = async (user: TestUser, id: string) =>
  expect((await call("PATCH", `/api/dinner-meals/${id}`, { token: user.token, body: { completed: true } })).status).toBe(200);

/** A summer evening next year: meals may not be in the past, and it is inside the feed's VTIMEZONE (daylight time in the Faroes). */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const SUMMER_DINNER = `${NEXT_YEAR}-07-04T17:00:00.000Z`;

describe("tasks and meals in the calendar feed", () => {
  it("writes a phone's rule as the phone sent it: RRULE, EXDATE, an extra date and a moved instance, on the rule's own zone", async () => {
    const alice = await createUser();
    const rule: RecurrenceRule = {
      rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=20",
      timeZone: "Europe/Berlin",
      exdates: ["2026-01-07T17:00:00.000Z"],
      overrides: [
        { recurrenceId: "2026-01-19T17:00:00.000Z", startTime: "2026-01-20T17:00:00.000Z", endTime: "2026-01-20T18:00:00.000Z" },
        { recurrenceId: "2026-01-10T10:00:00.000Z", startTime: "2026-01-10T10:00:00.000Z", endTime: "2026-01-10T11:00:00.000Z" },
      ],
    };
    const fields = { title: "Svimjing", description: null, location: null, startTime: "2026-01-05T17:00:00.000Z", endTime: "2026-01-05T18:00:00.000Z" };
    const family = { familyId: alice.familyId, timeZone: FAROE };
    const made = (
      await createEvent(
        db,
        family,
        alice.id,
        {
          ...fields,
          recurrence: "weekly",
          recurrenceEnds: null,
          daysOfWeek: [1, 3],
          visibility: "family",
          sharedLinkId: null,
          forMembers: [],
          countdown: false,
        },
        { recurrenceRule: rule },
      )
    ).body;
    const feed = new ICAL.Component(ICAL.parse(await feedOf(alice)));
    const own = feed.getAllSubcomponents("vevent").filter((vevent) => String(vevent.getFirstPropertyValue("uid")).startsWith(`event-${made.id}@`));
    expect(own).toHaveLength(2);
    expect(feed.getAllSubcomponents("vtimezone").map((zone) => zone.getFirstPropertyValue("tzid"))).toEqual([FAROE, "Europe/Berlin"]);
    const alone = new ICAL.Component("vcalendar");
    for (const part of [...feed.getAllSubcomponents("vtimezone"), ...own]) alone.addSubcomponent(part);
    const from = Date.parse("2026-01-01T00:00:00Z");
    const to = Date.parse("2027-01-01T00:00:00Z");
    const theirs = phoneReads(alone.toString(), from, to).starts;
    expect(theirs).toContain("2026-01-10T10:00:00.000Z");
    expect(theirs).toContain("2026-01-20T17:00:00.000Z");
    expect(theirs).not.toContain("2026-01-07T17:00:00.000Z");
    expect(ourStarts(made, from, to)).toEqual(theirs);
  });

  it("carries an open task with a due date as an all-day event on its day in the family's zone", async () => {
    const alice = await createUser();
    await db.update(families).set({ timeZone: "America/New_York" }).where(eq(families.id, alice.familyId));
    const rói = await memberOf(alice, "Rói");
    // The page's due date: the last millisecond of 14 July in New York, already the 15th in UTC.
    const task = await reminderOf(alice, {
      title: "Goldið rokningina; skjótt",
      description: "Bankin, netbankin",
      dueDate: "2026-07-15T03:59:59.999Z",
      assignedTo: rói.id,
    });
    const text = await feedOf(alice);
    expect(text).toContain("DTSTART;VALUE=DATE:20260714\r\n");
    const [parsed] = parse(text);
    expect(parsed).toMatchObject({
      uid: `task-${task.id}@familyhub.test`,
      summary: "Goldið rokningina; skjótt",
      description: "Bankin, netbankin\n\nÁbyrgd: Rói",
    });
    expect(parsed!.startDate.isDate).toBe(true);
    expect(parsed!.startDate.toString()).toBe("2026-07-14");
    expect(parsed!.endDate.toString()).toBe("2026-07-15");
  });

  it("carries a planned meal at its time in the family's zone for an hour, its ingredients as the description", async () => {
    const alice = await createUser();
    const meal = await mealOf(alice, { title: "Ræst kjøt", scheduledDate: SUMMER_DINNER, ingredients: ["Kartøflur", "Rótur, gular"] });
    const text = await feedOf(alice);
    expect(text).toContain(`DTSTART;TZID=Atlantic/Faroe:${NEXT_YEAR}0704T180000\r\n`);
    const [parsed] = parse(text);
    expect(parsed).toMatchObject({ uid: `meal-${meal.id}@familyhub.test`, summary: "Ræst kjøt", description: "Tilfar: Kartøflur, Rótur, gular" });
    expect(parsed!.startDate.toJSDate().toISOString()).toBe(SUMMER_DINNER);
    expect(parsed!.endDate.toJSDate().toISOString()).toBe(`${NEXT_YEAR}-07-04T18:00:00.000Z`);
  });

  it("leaves out undated and completed tasks and completed meals", async () => {
    const alice = await createUser();
    await reminderOf(alice, { title: "Uttan dag" });
    const done = await reminderOf(alice, { title: "Gjørd", dueDate: "2026-05-01T22:59:59.999Z" });
    expect((await patchReminder(alice, done.id, { completed: true })).status).toBe(200);
    const eaten = await mealOf(alice, { title: "Etið", scheduledDate: SUMMER_DINNER });
    await completeMeal(alice, eaten.id);
    await reminderOf(alice, { title: "Opin", dueDate: "2026-05-01T22:59:59.999Z" });
    await mealOf(alice, { title: "Ætlað", scheduledDate: SUMMER_DINNER });
    expect(
      parse(await feedOf(alice))
        .map((e) => e.summary)
        .sort(),
    ).toEqual(["Opin", "Ætlað"]);
  });

  it("carries only tasks with include=tasks and only meals with include=meals", async () => {
    const alice = await createUser();
    await eventOf(alice, { title: "Tiltak" });
    await reminderOf(alice, { title: "Uppgáva", dueDate: "2026-05-01T22:59:59.999Z" });
    await mealOf(alice, { title: "Døgurði", scheduledDate: SUMMER_DINNER });
    const summaries = async (query: string) => parse(await feedOf(alice, query)).map((e) => e.summary);
    expect(await summaries("&include=tasks")).toEqual(["Uppgáva"]);
    expect(await summaries("&include=meals")).toEqual(["Døgurði"]);
    expect(await summaries("")).toEqual(["Tiltak", "Uppgáva", "Døgurði"]);
  });

  it("never carries another family's tasks or meals", async () => {
    const { alice, mallory } = await twoFamilies();
    await reminderOf(mallory, { title: "Teirra uppgáva", dueDate: "2026-05-01T22:59:59.999Z" });
    await mealOf(mallory, { title: "Teirra døgurði", scheduledDate: SUMMER_DINNER });
    await reminderOf(alice, { title: "Okkara uppgáva", dueDate: "2026-05-01T22:59:59.999Z" });
    await mealOf(alice, { title: "Okkara døgurði", scheduledDate: SUMMER_DINNER });
    const text = await feedOf(alice, "&include=tasks,meals");
    expect(text).not.toContain("Teirra");
    expect(parse(text).map((e) => e.summary)).toEqual(["Okkara uppgáva", "Okkara døgurði"]);
  });
});
