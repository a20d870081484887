import { describe, expect, it } from "vitest";
import { apiMessages } from "@contract/messages";
import { calendarMessages as m } from "@contract/calendar";
import type { CalendarEvent } from "@contract/schemas/events";
import { errorBody, json } from "../helpers/api";
import { deleteEvent, eventBody, eventOf, eventRow, eventRows, eventsList, listedEvents, patchEvent, postEvent } from "../helpers/events";
import { createUser } from "../helpers/factories";
import { openLive } from "../helpers/live";

describe("POST /api/events", () => {
  it("creates the event in the caller's family, by the caller, with times answered as UTC instants", async () => {
    const alice = await createUser();
    const response = await postEvent(alice, {
      ...eventBody({ startTime: "2026-09-01T18:00:00+01:00", endTime: "2026-09-01T19:30:00+01:00" }),
      familyId: alice.familyId,
      createdBy: alice.id,
      description: "  Í skúlanum  ",
      location: "Tórshavn",
    });
    expect(response.status).toBe(201);
    const event = await json<CalendarEvent>(response);
    expect(event).toEqual({
      id: expect.any(String),
      familyId: alice.familyId,
      createdBy: alice.id,
      title: "Foreldrafundur",
      description: "Í skúlanum",
      startTime: "2026-09-01T17:00:00.000Z",
      endTime: "2026-09-01T18:30:00.000Z",
      location: "Tórshavn",
      recurrence: "none",
      recurrenceEnds: null,
      daysOfWeek: null,
      visibility: "family",
      sharedLinkId: null,
      forMembers: [],
      countdown: false,
    });
    expect(await eventRows(alice.familyId)).toHaveLength(1);
  });

  it("stores empty description and location as none", async () => {
    const alice = await createUser();
    const event = await eventOf(alice, { description: "   ", location: "" });
    expect(event).toMatchObject({ description: null, location: null });
  });

  it("clears recurrenceEnds and daysOfWeek when the event does not recur", async () => {
    const alice = await createUser();
    const event = await eventOf(alice, { recurrence: "none", recurrenceEnds: "2026-12-01T00:00:00.000Z", daysOfWeek: [1, 3] });
    expect(event).toMatchObject({ recurrence: "none", recurrenceEnds: null, daysOfWeek: null });
    expect(await eventRow(event.id)).toMatchObject({ recurrenceEnds: null, daysOfWeek: null });
  });

  it("stores a weekly event's days sorted and without repeats, as text, and answers them as numbers", async () => {
    const alice = await createUser();
    const event = await eventOf(alice, { recurrence: "weekly", daysOfWeek: [4, 2, 4, 0], recurrenceEnds: "2026-12-01T17:00:00.000Z" });
    expect(event).toMatchObject({ recurrence: "weekly", daysOfWeek: [0, 2, 4], recurrenceEnds: "2026-12-01T17:00:00.000Z" });
    expect((await eventRow(event.id))?.daysOfWeek).toBe("0,2,4");
    const [listed] = await listedEvents(alice);
    expect(listed).toEqual(event);
  });

  it("keeps daysOfWeek for weekly events only", async () => {
    const alice = await createUser();
    expect(await eventOf(alice, { recurrence: "monthly", daysOfWeek: [1] })).toMatchObject({ recurrence: "monthly", daysOfWeek: null });
    expect(await eventOf(alice, { recurrence: "weekly", daysOfWeek: [] })).toMatchObject({ daysOfWeek: null });
  });

  it("accepts recurrenceEnds exactly at the start", async () => {
    const alice = await createUser();
    const event = await eventOf(alice, { recurrence: "daily", recurrenceEnds: "2026-09-01T17:00:00.000Z" });
    expect(event.recurrenceEnds).toBe(event.startTime);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["a start that is not a date", { startTime: "i morgin" }, m.eventTimeInvalid],
    ["a day that does not exist", { startTime: "2026-02-30T10:00:00.000Z" }, m.eventTimeInvalid],
    ["a time without a zone", { startTime: "2026-09-01T17:00:00" }, m.eventTimeInvalid],
    ["an end that is not a date", { endTime: 1_780_000_000_000 }, m.eventTimeInvalid],
    ["a year far out of reach", { startTime: "9999-01-01T00:00:00.000Z", endTime: "9999-01-01T01:00:00.000Z" }, m.eventTimeInvalid],
    ["an end before the start", { endTime: "2026-09-01T16:59:59.000Z" }, m.eventEndBeforeStart],
    ["recurrenceEnds before the start", { recurrence: "weekly", recurrenceEnds: "2026-08-31T17:00:00.000Z" }, m.recurrenceEndsBeforeStart],
    ["recurrenceEnds that is not a date", { recurrence: "weekly", recurrenceEnds: "aldri" }, m.eventTimeInvalid],
    ["an unknown recurrence", { recurrence: "fortnightly" }, m.recurrenceInvalid],
    ["a day of the week above 6", { recurrence: "weekly", daysOfWeek: [1, 7] }, m.daysOfWeekInvalid],
    ["a day of the week below 0", { recurrence: "weekly", daysOfWeek: [-1] }, m.daysOfWeekInvalid],
    ["a day of the week that is not a whole number", { recurrence: "weekly", daysOfWeek: [1.5] }, m.daysOfWeekInvalid],
    ["days of the week that are not a list", { recurrence: "weekly", daysOfWeek: "1,3" }, m.daysOfWeekInvalid],
    ["a blank title", { title: "   " }, m.titleBlank],
    ["a title over 200 characters", { title: "x".repeat(201) }, apiMessages.nameTooLong],
    ["a missing title", { title: undefined }, apiMessages.required],
  ];

  it.each(invalid)("refuses %s with 400 and its Faroese message, storing nothing", async (_case, overrides, message) => {
    const alice = await createUser();
    const response = await postEvent(alice, eventBody(overrides));
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({ code: "invalid_body", message });
    expect(await eventRows(alice.familyId)).toEqual([]);
  });

  it("accepts a title of exactly 200 characters after trimming", async () => {
    const alice = await createUser();
    expect((await eventOf(alice, { title: ` ${"y".repeat(200)} ` })).title).toBe("y".repeat(200));
  });
});

describe("GET /api/families/:familyId/events", () => {
  it("answers the open events by start time, then the finished ones, latest end first", async () => {
    const alice = await createUser();
    const inDays = (days: number, hour: number) => new Date(Date.now() + days * 86_400_000 + hour * 3_600_000).toISOString();
    const later = await eventOf(alice, { title: "Seinni", startTime: inDays(20, 0), endTime: inDays(20, 1) });
    const earlier = await eventOf(alice, { title: "Fyrri", startTime: inDays(2, 0), endTime: inDays(2, 1) });
    const longAgo = await eventOf(alice, { title: "Fyri langari tíð", startTime: "2026-01-01T10:00:00.000Z", endTime: "2026-01-01T11:00:00.000Z" });
    const lately = await eventOf(alice, { title: "Nýliga", startTime: "2026-02-01T10:00:00.000Z", endTime: "2026-02-01T11:00:00.000Z" });
    expect(await eventsList(alice)).toEqual({ events: [earlier, later, lately, longAgo], finishedCount: 2, nextBefore: null });
  });

  it("answers an empty list for a family without events", async () => {
    const alice = await createUser();
    expect(await eventsList(alice)).toEqual({ events: [], finishedCount: 0, nextBefore: null });
  });
});

describe("PATCH /api/events/:id", () => {
  it("renames the event (trimmed) and answers it", async () => {
    const alice = await createUser();
    const event = await eventOf(alice);
    const response = await patchEvent(alice, event.id, { title: "  Skúlafundur " });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ...event, title: "Skúlafundur" });
  });

  it("refuses a blank title and any field but the title, changing nothing", async () => {
    const alice = await createUser();
    const event = await eventOf(alice);
    const blank = await patchEvent(alice, event.id, { title: " " });
    expect(blank.status).toBe(400);
    expect(await errorBody(blank)).toMatchObject({ message: m.titleBlank });
    const other = await patchEvent(alice, event.id, { title: "Nýtt", startTime: "2026-01-01T00:00:00.000Z" });
    expect(other.status).toBe(400);
    expect(await errorBody(other)).toMatchObject({ message: m.eventTitleOnly });
    expect((await eventRow(event.id))?.title).toBe(event.title);
  });

  it("answers an unknown id as not found", async () => {
    const alice = await createUser();
    const response = await patchEvent(alice, "00000000-0000-4000-8000-000000000000", { title: "Nýtt" });
    expect(response.status).toBe(404);
  });
});

describe("DELETE /api/events/:id", () => {
  it("deletes the event, and a second delete reads as not found", async () => {
    const alice = await createUser();
    const event = await eventOf(alice);
    expect((await deleteEvent(alice, event.id)).status).toBe(204);
    expect(await eventRows(alice.familyId)).toEqual([]);
    expect((await deleteEvent(alice, event.id)).status).toBe(404);
  });
});

describe("live notices", () => {
  it("tells the family's sockets events_updated after a create, a rename and a delete", async () => {
    const alice = await createUser();
    const live = await openLive(alice);
    try {
      await live.drain();
      const event = await eventOf(alice);
      expect(await live.next()).toMatchObject({ type: "events_updated" });
      expect((await patchEvent(alice, event.id, { title: "Nýtt" })).status).toBe(200);
      expect(await live.next()).toMatchObject({ type: "events_updated" });
      expect((await deleteEvent(alice, event.id)).status).toBe(204);
      expect(await live.next()).toMatchObject({ type: "events_updated" });
    } finally {
      live.close();
    }
  });

  it("sends no notice for a refused write", async () => {
    const alice = await createUser();
    const live = await openLive(alice);
    try {
      await live.drain();
      expect((await postEvent(alice, eventBody({ title: "" }))).status).toBe(400);
      expect(await live.silentFor(300)).toBe(true);
    } finally {
      live.close();
    }
  });
});
