import { env } from "cloudflare:workers";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarMessages as m } from "@contract/calendar";
import type { CalendarEvent } from "@contract/schemas/events";
import type { ScreenToday } from "@contract/schemas/kitchen-screen";
import { addToClock, clockOfDate } from "@contract/time/wall-clock";
import { dateText, familyDate } from "@contract/time/zone";
import { startOfFamilyDay } from "@contract/time/zoned";
import { jobDeps } from "@worker/cron/index";
import { sendTimedPushes } from "@worker/cron/timed-pushes";
import { childLinks } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { vapidFromEnv } from "@worker/lib/web-push/vapid";
import { call, errorBody, json, ORIGIN } from "@test/helpers/api";
import { deleteEvent, eventBody, eventOf, eventRow, eventRows, eventsList, getEvents, listedEvents, patchEvent, postEvent } from "@test/helpers/events";
import { createUser, db, dbOf, HOME_DATABASE, type TestUser } from "@test/helpers/factories";
import { ok, pairScreen } from "@test/helpers/kitchen";
import { newDevice, pushesTo, subscriptionOf } from "@test/helpers/push";
import { steppedQueue } from "@test/helpers/queue";

/** Who sees an event inside its own family (docs/features/calendar.md "Who sees an event"), through every way in but CalDAV (caldav-private-events.test.ts). */

const ZONE = "Atlantic/Faroe";
const HOUR = 3_600_000;

/** Alice and Bob in one family, Mallory in another. */
async function home() {
  const alice = await createUser();
  const bob = await createUser({ familyId: alice.familyId });
  const mallory = await createUser();
  return { alice, bob, mallory };
}

const privateOf = (user: TestUser, overrides: Record<string, unknown> = {}) => eventOf(user, { title: "Lækni", visibility: "private", ...overrides });
const titles = async (user: TestUser) => (await listedEvents(user)).map((event) => event.title).sort();

/** A child's link of the user's family, as the two homes' link stores its copy here (a member of the family as the child). */
async function linkOf(user: TestUser): Promise<string> {
  const id = newId();
  await dbOf(user).insert(childLinks).values({
    id,
    familyId: user.familyId,
    memberId: user.memberId,
    otherFamilyId: newId(),
    otherFamilyName: "Hitt heimið",
    otherMemberId: newId(),
    host: true,
    createdAt: new Date().toISOString(),
  });
  return id;
}

describe("a private event in the JSON API", () => {
  it("is listed for its creator alone: another member of the family and another family see nothing of it, open or finished", async () => {
    const { alice, bob, mallory } = await home();
    const coming = { startTime: "2099-09-01T17:00:00.000Z", endTime: "2099-09-01T18:00:00.000Z" };
    await eventOf(alice, { title: "Foreldrafundur", ...coming });
    const own = await privateOf(alice, coming);
    await privateOf(alice, { title: "Gamalt", startTime: "2020-01-01T10:00:00.000Z", endTime: "2020-01-01T11:00:00.000Z" });
    expect(own).toMatchObject({ visibility: "private", sharedLinkId: null, createdBy: alice.id });

    expect(await titles(alice)).toEqual(["Foreldrafundur", "Gamalt", "Lækni"]);
    expect((await eventsList(alice)).finishedCount).toBe(1);
    expect(await titles(bob)).toEqual(["Foreldrafundur"]);
    expect((await eventsList(bob)).finishedCount).toBe(0);
    expect(await listedEvents(mallory)).toEqual([]);
    expect((await getEvents(mallory, alice.familyId)).status).toBe(403);
  });

  it("cannot be renamed, re-shared or deleted by another member: each answers 404 as for no event, and nothing changes", async () => {
    const { alice, bob } = await home();
    const event = await privateOf(alice);
    for (const body of [{ title: "Mítt" }, { visibility: "family" }]) {
      const refused = await patchEvent(bob, event.id, body);
      expect(refused.status).toBe(404);
      expect(await errorBody(refused)).toMatchObject({ code: "not_found" });
    }
    expect((await deleteEvent(bob, event.id)).status).toBe(404);
    expect(await eventRow(event.id)).toMatchObject({ title: "Lækni", visibility: "private" });

    const renamed = await patchEvent(alice, event.id, { title: "Tannlækni" });
    expect(await json(renamed)).toEqual({ ...event, title: "Tannlækni" });
    expect((await deleteEvent(alice, event.id)).status).toBe(204);
    expect(await eventRows(alice.familyId)).toEqual([]);
  });

  it("is not handed to another member who sends its client id again: 404, as an event gone", async () => {
    const { alice, bob } = await home();
    const id = crypto.randomUUID();
    await privateOf(alice, { id });
    const replay = await postEvent(bob, eventBody({ id, title: "Mítt" }));
    expect(replay.status).toBe(404);
    expect(await eventRow(id)).toMatchObject({ title: "Lækni", createdBy: alice.id });
    const own = await postEvent(alice, eventBody({ id, title: "Lækni", visibility: "private" }));
    expect([own.status, (await json<CalendarEvent>(own)).id]).toEqual([200, id]);
  });

  it("is chosen and unchosen by its creator only: another member's change of who sees it is refused 403, their rename keeps it", async () => {
    const { alice, bob } = await home();
    const event = await eventOf(alice, { title: "Føðingardagur" });
    expect(event).toMatchObject({ visibility: "family", sharedLinkId: null });

    const refused = await patchEvent(bob, event.id, { visibility: "private" });
    expect(refused.status).toBe(403);
    expect(await errorBody(refused)).toMatchObject({ message: m.visibilityCreatorOnly });
    expect(await json(await patchEvent(bob, event.id, { title: "Føðingardagur hjá Ónu", visibility: "family" }))).toMatchObject({ visibility: "family" });

    expect(await json(await patchEvent(alice, event.id, { visibility: "private" }))).toMatchObject({ title: "Føðingardagur hjá Ónu", visibility: "private" });
    expect(await titles(bob)).toEqual([]);
    expect(await json(await patchEvent(alice, event.id, { visibility: "family" }))).toMatchObject({ visibility: "family" });
    expect(await titles(bob)).toEqual(["Føðingardagur hjá Ónu"]);
  });
});

describe("a shared event", () => {
  it("must name a child's link of the caller's own family: none, another family's or an unknown one is refused 400 and stores nothing", async () => {
    const { alice, bob, mallory } = await home();
    const foreign = await linkOf(mallory);
    for (const sharedLinkId of [undefined, null, foreign, newId()]) {
      const refused = await postEvent(alice, eventBody({ visibility: "shared", sharedLinkId }));
      expect(refused.status).toBe(400);
      expect(await errorBody(refused)).toMatchObject({ code: "invalid_body", message: m.sharedLinkMissing, issues: [{ path: "sharedLinkId" }] });
    }
    expect(await eventRows(alice.familyId)).toEqual([]);

    const link = await linkOf(alice);
    const shared = await eventOf(alice, { title: "Fótbóltsvenjing", visibility: "shared", sharedLinkId: link });
    expect(shared).toMatchObject({ visibility: "shared", sharedLinkId: link });
    // Inside the family it is the family's.
    expect(await titles(bob)).toEqual(["Fótbóltsvenjing"]);
  });

  it("is refused a change to another family's link, and a link on an event that is not shared, each 400 with nothing changed", async () => {
    const { alice, mallory } = await home();
    const event = await eventOf(alice);
    const foreign = await patchEvent(alice, event.id, { visibility: "shared", sharedLinkId: await linkOf(mallory) });
    expect([foreign.status, (await errorBody(foreign)).message]).toEqual([400, m.sharedLinkMissing]);
    const link = await linkOf(alice);
    const unasked = await postEvent(alice, eventBody({ visibility: "family", sharedLinkId: link }));
    expect([unasked.status, (await errorBody(unasked)).message]).toEqual([400, m.sharedLinkUnasked]);
    expect(await eventRows(alice.familyId)).toMatchObject([{ id: event.id, visibility: "family", sharedLinkId: null }]);

    expect(await json(await patchEvent(alice, event.id, { visibility: "shared", sharedLinkId: link }))).toMatchObject({
      visibility: "shared",
      sharedLinkId: link,
    });
    // Leaving 'shared' drops the link.
    expect(await json(await patchEvent(alice, event.id, { visibility: "private" }))).toMatchObject({ visibility: "private", sharedLinkId: null });
  });
});

describe("the events read's ETag", () => {
  it("is each member's own, so a member never gets 304 for another member's body", async () => {
    const { alice, bob } = await home();
    await eventOf(alice, { title: "Foreldrafundur" });
    await privateOf(alice);
    const path = `/api/families/${alice.familyId}/events`;
    const etagOf = async (user: TestUser) => (await call("GET", path, { token: user.token })).headers.get("ETag")!;
    const [aliceTag, bobTag] = [await etagOf(alice), await etagOf(bob)];
    expect(aliceTag).not.toBe(bobTag);

    const bobWithAlices = await call("GET", path, { token: bob.token, headers: { "If-None-Match": aliceTag } });
    expect(bobWithAlices.status).toBe(200);
    expect((await json<CalendarEvent[]>(bobWithAlices)).map((event) => event.title)).toEqual(["Foreldrafundur"]);
    const aliceWithBobs = await call("GET", path, { token: alice.token, headers: { "If-None-Match": bobTag } });
    expect(aliceWithBobs.status).toBe(200);
    expect((await call("GET", path, { token: alice.token, headers: { "If-None-Match": aliceTag } })).status).toBe(304);
    expect((await call("GET", path, { token: bob.token, headers: { "If-None-Match": bobTag } })).status).toBe(304);
  });
});

describe("the family's own ways in", () => {
  it("the calendar feed, a link of the whole family, never holds a private event, not even its creator's", async () => {
    const { alice } = await home();
    await eventOf(alice, { title: "Foreldrafundur" });
    await privateOf(alice);
    const link = await json<{ url: string }>(await call("GET", `/api/families/${alice.familyId}/calendar-feed`, { token: alice.token }));
    const feed = await call("GET", link.url.slice(ORIGIN.length));
    expect(feed.status).toBe(200);
    const summaries = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents("vevent").map((vevent) => vevent.getFirstPropertyValue("summary"));
    expect(summaries).toEqual(["Foreldrafundur"]);
  });

  it("the kitchen screen's today never shows a private event", async () => {
    const { alice } = await home();
    const today = familyDate(Date.now(), ZONE);
    const start = Date.parse(startOfFamilyDay(today, ZONE)) + HOUR;
    const end = Math.min(start + HOUR, Date.parse(startOfFamilyDay(dateText(addToClock(clockOfDate(today), "days", 1)), ZONE)) - 1);
    const times = { startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString() };
    await eventOf(alice, { title: "Foreldrafundur", ...times });
    await privateOf(alice, times);
    const { token } = await pairScreen(alice);
    const shown = await ok<ScreenToday>(call("GET", "/api/kitchen/screen/today", { token }), 200);
    expect(shown.events.map((event) => event.title)).toEqual(["Foreldrafundur"]);
  });

  it("a private event's reminder push reaches its creator alone", async () => {
    const { alice, bob } = await home();
    const [alicePhone, bobPhone] = [await newDevice(), await newDevice()];
    for (const [user, phone] of [
      [alice, alicePhone],
      [bob, bobPhone],
    ] as const) {
      expect((await call("POST", "/api/push/subscriptions", { token: user.token, body: subscriptionOf(phone) })).status).toBe(201);
    }
    await privateOf(alice, { startTime: "2031-03-05T17:00:00.000Z", endTime: "2031-03-05T18:00:00.000Z" });
    await sendTimedPushes(jobDeps(db, HOME_DATABASE, steppedQueue().fanout, vapidFromEnv(env)), Date.parse("2031-03-05T16:55:00.000Z"));
    expect((await pushesTo(alicePhone, env.VAPID_PUBLIC_KEY!)).map((push) => push.title)).toEqual(["Lækni"]);
    expect(await pushesTo(bobPhone, env.VAPID_PUBLIC_KEY!)).toEqual([]);
  });
});
