import { describe, expect, it } from "vitest";
import { HISTORY_PAGE } from "@contract/limits";
import type { CalendarEvent, EventsList, FinishedEventsPage } from "@contract/schemas/events";
import { lastOccurrence } from "@contract/time/recurrence";
import { events } from "@worker/db/schema";
import { openFrom } from "@worker/services/calendar/event-reads";
import { call } from "../helpers/api";
import { createUser, db, dbOf, twoFamilies, type TestUser } from "../helpers/factories";
import { deleteEvent, eventOf, eventRow, eventsList, getEvents, patchEvent } from "../helpers/events";
import { countdown, expectBadCursorsRefused, heldPage, insertInChunks, readAllPages } from "../helpers/pages";

const DAY = 86_400_000;
const FAROE = "Atlantic/Faroe";
const finishedPath = (user: Pick<TestUser, "familyId">) => `/api/families/${user.familyId}/events/finished`;
const at = (ms: number) => new Date(ms).toISOString();

/** `count` one-off events that ended long ago, three to each end time; answers their ids in the history's order. */
async function seedFinished(user: TestUser, count: number, start = Date.parse("2026-03-01T12:00:00.000Z")) {
  const rows = countdown(count, start, 3).map((endTime, index) => ({
    id: `${user.familyId}-done-${String(index).padStart(3, "0")}`,
    familyId: user.familyId,
    title: `Liðugt ${index}`,
    startTime: at(Date.parse(endTime) - 3_600_000),
    endTime,
    endsAt: endTime,
    createdAt: "2026-01-01T00:00:00.000Z",
  }));
  await insertInChunks(rows, (chunk) => dbOf(user).insert(events).values(chunk));
  // Latest end first, ties by id, highest first.
  return rows.sort((a, b) => (a.endsAt === b.endsAt ? (a.id < b.id ? 1 : -1) : a.endsAt < b.endsAt ? 1 : -1)).map((row) => row.id);
}

const ids = (list: readonly CalendarEvent[]) => list.map((event) => event.id);

describe("GET /api/families/:familyId/events (bounded)", () => {
  it("answers every open event by start, the first page of finished ones, their count and the next cursor", async () => {
    const user = await createUser();
    const order = await seedFinished(user, 44);
    const now = Date.now();
    const ahead = await eventOf(user, { title: "Komandi", startTime: at(now + 5 * DAY), endTime: at(now + 5 * DAY + 3_600_000) });
    // Ended yesterday: still answered with the open ones, for the phone's clock to file it.
    const yesterday = await eventOf(user, { title: "Í gjár", startTime: at(now - DAY - 3_600_000), endTime: at(now - DAY) });
    const list = await eventsList(user);
    expect(ids(list.events.slice(0, 2))).toEqual([yesterday.id, ahead.id]);
    expect(ids(list.events.slice(2))).toEqual(order.slice(0, HISTORY_PAGE));
    expect(list.finishedCount).toBe(44);
    const last = list.events.at(-1)!;
    expect(list.nextBefore).toBe(`${last.endTime}|${last.id}`);
  });

  it("keeps an event with the open ones until the start of the UTC day before yesterday, then files it as finished", async () => {
    const user = await createUser();
    const cut = Date.parse(openFrom(Date.now()));
    expect(Date.now() - cut).toBeGreaterThanOrEqual(2 * DAY);
    expect(Date.now() - cut).toBeLessThan(3 * DAY);
    const onTheCut = await eventOf(user, { title: "Á markinum", startTime: at(cut - 3_600_000), endTime: at(cut) });
    const before = await eventOf(user, { title: "Fyri", startTime: at(cut - 3_600_000), endTime: at(cut - 1) });
    const list = await eventsList(user);
    expect(ids(list.events)).toEqual([onTheCut.id, before.id]);
    expect(list).toMatchObject({ finishedCount: 1, nextBefore: null });
  });

  it("files a recurring event with an end as finished after its last occurrence, on the family's clock", async () => {
    const user = await createUser();
    const weekly = {
      title: "Svimjing",
      startTime: "2026-01-05T17:00:00.000Z",
      endTime: "2026-01-05T18:00:00.000Z",
      recurrence: "weekly",
      recurrenceEnds: "2026-03-31T00:00:00.000Z",
      daysOfWeek: [1, 3],
    } as const;
    const ended = await eventOf(user, weekly);
    const last = lastOccurrence({ ...weekly, daysOfWeek: [...weekly.daysOfWeek] }, FAROE)!;
    // The last Monday before the end, after the summer-time change: 17:00–18:00 on the family's clock is 16:00–17:00 UTC.
    expect(at(last.end)).toBe("2026-03-30T17:00:00.000Z");
    expect((await eventRow(ended.id))?.endsAt).toBe(at(last.end));
    const farAhead = at(Date.now() + 400 * DAY);
    const going = await eventOf(user, { ...weekly, title: "Framhald", recurrenceEnds: farAhead });
    const list = await eventsList(user);
    expect(ids(list.events)).toEqual([going.id, ended.id]);
    expect(list).toMatchObject({ finishedCount: 1, nextBefore: null });
  });

  it("never files an endless recurring event as finished", async () => {
    const user = await createUser();
    const endless = await eventOf(user, { startTime: "2001-01-01T08:00:00.000Z", endTime: "2001-01-01T09:00:00.000Z", recurrence: "yearly" });
    expect((await eventRow(endless.id))?.endsAt).toBeNull();
    expect(await eventsList(user)).toEqual({ events: [endless], finishedCount: 0, nextBefore: null });
  });

  it("answers a recurring row with an end but no stored end (from before migration 0028) with the open ones", async () => {
    const user = await createUser();
    const id = `${user.familyId}-old`;
    await db.insert(events).values({
      id,
      familyId: user.familyId,
      title: "Gamalt",
      startTime: "2025-01-01T08:00:00.000Z",
      endTime: "2025-01-01T09:00:00.000Z",
      recurrence: "daily",
      recurrenceEnds: "2025-02-01T00:00:00.000Z",
      createdAt: "2025-01-01T00:00:00.000Z",
    });
    expect(await eventsList(user)).toMatchObject({ events: [expect.objectContaining({ id })], finishedCount: 0, nextBefore: null });
  });

  it("keeps a renamed finished event finished, and a deleted one leaves the count", async () => {
    const user = await createUser();
    const old = await eventOf(user, { startTime: "2026-02-01T08:00:00.000Z", endTime: "2026-02-01T09:00:00.000Z" });
    const other = await eventOf(user, { startTime: "2026-02-02T08:00:00.000Z", endTime: "2026-02-02T09:00:00.000Z" });
    expect((await patchEvent(user, old.id, { title: "Nýtt heiti" })).status).toBe(200);
    expect(await eventsList(user)).toEqual({ events: [other, { ...old, title: "Nýtt heiti" }], finishedCount: 2, nextBefore: null });
    expect((await deleteEvent(user, other.id)).status).toBe(204);
    expect(await eventsList(user)).toMatchObject({ events: [expect.objectContaining({ id: old.id })], finishedCount: 1 });
  });

  it("still answers 304 to the ETag of the answer the phone keeps, and a change answers the new list", async () => {
    const user = await createUser();
    await seedFinished(user, 25);
    const etag = (await getEvents(user)).headers.get("ETag")!;
    const path = `/api/families/${user.familyId}/events`;
    expect((await call("GET", path, { token: user.token, headers: { "If-None-Match": etag } })).status).toBe(304);
    await eventOf(user, { startTime: "2026-02-01T08:00:00.000Z", endTime: "2026-02-01T09:00:00.000Z" });
    const changed = await call("GET", path, { token: user.token, headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect((await heldPage<EventsList>(changed, "events", "finishedCount")).finishedCount).toBe(26);
  });
});

describe("GET /api/families/:familyId/events/finished", () => {
  it("pages every finished event exactly once, latest end first, ties by id", async () => {
    const user = await createUser();
    const order = await seedFinished(user, 53);
    await eventOf(user, { startTime: at(Date.now() + DAY), endTime: at(Date.now() + DAY + 1) });
    const read = await readAllPages<CalendarEvent>(user.token, await getEvents(user));
    expect(ids(read.slice(1))).toEqual(order);
  });

  it("refuses a before that is no cursor with 400", async () => {
    const user = await createUser();
    await expectBadCursorsRefused(user.token, finishedPath(user));
  });

  it("answers another family 403, and nothing of another family by its cursor", async () => {
    const { alice, mallory } = await twoFamilies();
    await seedFinished(alice, 30);
    await seedFinished(mallory, 2, Date.parse("2020-01-01T00:00:00.000Z"));
    const { nextBefore } = await eventsList(alice);
    const query = `?${new URLSearchParams({ before: nextBefore! })}`;
    expect((await call("GET", `${finishedPath(alice)}${query}`, { token: mallory.token })).status).toBe(403);
    const own = await heldPage<FinishedEventsPage>(await call("GET", `${finishedPath(mallory)}${query}`, { token: mallory.token }), "events");
    expect(ids(own.events).sort()).toEqual([`${mallory.familyId}-done-000`, `${mallory.familyId}-done-001`]);
  });
});
