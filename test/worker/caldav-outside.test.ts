import { and, asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import type { DAVCalendar, DAVClient } from "tsdav";
import { describe, expect, it } from "vitest";
import { davChanges, subscriptionEvents } from "@worker/db/schema";
import { caldavClient, davRequest, newAppPassword } from "../helpers/caldav-client";
import { call } from "../helpers/api";
import { db, twoFamilies } from "../helpers/factories";
import { eventually, feedUrl, importedRows, nextMonday, refresh, subscribed, subscriptionsPath } from "../helpers/outside-calendars";

const home = (familyId: string) => `/caldav/families/${familyId}/`;

/** A subscription to the switchable school feed (`/switch/<key>`), its first refresh done by the queue beside the test. */
async function schoolSubscription(user: Parameters<typeof subscribed>[0], key: string) {
  const sub = await subscribed(user, { url: feedUrl(`/switch/${key}?monday=${nextMonday()}`), name: "Skúlin", color: "#16a34a" });
  const rows = await eventually(
    () => importedRows(sub.id),
    (found) => found.length === 10,
  );
  expect(rows).toHaveLength(10);
  return sub;
}

async function outsideCalendar(client: DAVClient, familyId: string, subscriptionId: string): Promise<DAVCalendar | undefined> {
  return (await client.fetchCalendars()).find((found) => found.url.endsWith(`${home(familyId)}outside-${subscriptionId}/`));
}

/** What a sync-collection from `token` reports, as resource names (a removal with a minus). */
async function changesSince(client: DAVClient, calendar: DAVCalendar, token: string): Promise<string[]> {
  const answers = await client.syncCollection({ url: calendar.url, props: { "d:getetag": {} }, syncLevel: 1, syncToken: token });
  return answers
    .filter((answer) => answer.href)
    .map((answer) => `${answer.status === 404 ? "-" : ""}${answer.href!.split("/").pop()}`)
    .sort();
}

const logRows = (familyId: string, subscriptionId: string) =>
  db
    .select()
    .from(davChanges)
    .where(and(eq(davChanges.familyId, familyId), eq(davChanges.collection, `outside-${subscriptionId}`)))
    .orderBy(asc(davChanges.seq));

describe("an outside calendar over CalDAV", () => {
  it("is a read-only collection with the subscription's name and colour, its occurrences as plain VEVENTs", async () => {
    const { alice } = await twoFamilies();
    const sub = await schoolSubscription(alice, `dav-read-${crypto.randomUUID()}`);
    const client = await caldavClient(alice);
    const calendar = await outsideCalendar(client, alice.familyId, sub.id);
    expect(calendar).toMatchObject({ displayName: "Skúlin", calendarColor: "#16A34AFF", components: ["VEVENT"] });

    const objects = await client.fetchCalendarObjects({ calendar: calendar! });
    const rows = await importedRows(sub.id);
    expect(objects.map((object) => object.url.split("/").pop()).sort()).toEqual(rows.map((row) => `${row.id}.ics`).sort());
    const events = objects.map((object) => new ICAL.Event(ICAL.Component.fromString(object.data).getFirstSubcomponent("vevent")!));
    expect(new Set(events.map((event) => event.uid)).size).toBe(10);
    const dayOff = events.find((event) => event.summary === "Frídagur")!;
    expect(dayOff.startDate.isDate).toBe(true);
    expect(dayOff.description).toBe("Eingin undirvísing");
    const lesson = events.find((event) => event.summary === "Støddfrøði (flutt)")!;
    expect(lesson.location).toBe("Stova 12");
    const row = rows.find((r) => r.title === "Støddfrøði (flutt)")!;
    expect(lesson.startDate.toJSDate().toISOString()).toBe(row.startTime);
    expect(lesson.endDate.toJSDate().toISOString()).toBe(row.endTime);
  });

  it("refuses PUT and DELETE with 403 and changes nothing; another family gets 404", async () => {
    const { alice, mallory } = await twoFamilies();
    const sub = await schoolSubscription(alice, `dav-ro-${crypto.randomUUID()}`);
    const credentials = await newAppPassword(alice);
    const [row] = await importedRows(sub.id);
    const path = `${home(alice.familyId)}outside-${sub.id}/${row!.id}.ics`;
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART;VALUE=DATE:20300101\r\nSUMMARY:Annað\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    expect((await davRequest("PUT", path, credentials, { body: ics, headers: { "Content-Type": "text/calendar" } })).status).toBe(403);
    expect(
      (await davRequest("PUT", `${home(alice.familyId)}outside-${sub.id}/new.ics`, credentials, { body: ics, headers: { "Content-Type": "text/calendar" } }))
        .status,
    ).toBe(403);
    expect((await davRequest("DELETE", path, credentials)).status).toBe(403);
    expect(await importedRows(sub.id)).toHaveLength(10);
    expect((await db.select().from(subscriptionEvents).where(eq(subscriptionEvents.id, row!.id)))[0]).toEqual(row);

    const theirs = await newAppPassword(mallory);
    expect((await davRequest("PROPFIND", `${home(alice.familyId)}outside-${sub.id}/`, theirs, { headers: { Depth: "0" } })).status).toBe(404);
    expect((await davRequest("GET", path, theirs)).status).toBe(404);
    expect((await davRequest("PROPFIND", `${home(mallory.familyId)}outside-${sub.id}/`, theirs, { headers: { Depth: "0" } })).status).toBe(404);
    expect((await davRequest("GET", `${home(mallory.familyId)}outside-${sub.id}/${row!.id}.ics`, theirs)).status).toBe(404);
    const client = await caldavClient(mallory);
    expect((await client.fetchCalendars()).some((found) => found.url.includes("/outside-"))).toBe(false);
  });

  it("is not listed while paused", async () => {
    const { alice } = await twoFamilies();
    const sub = await schoolSubscription(alice, `dav-pause-${crypto.randomUUID()}`);
    const paused = await call("PATCH", `${subscriptionsPath(alice.familyId)}/${sub.id}`, { token: alice.token, body: { paused: true } });
    expect(paused.status).toBe(200);
    const client = await caldavClient(alice);
    expect(await outsideCalendar(client, alice.familyId, sub.id)).toBeUndefined();
    expect((await davRequest("PROPFIND", `${home(alice.familyId)}outside-${sub.id}/`, await newAppPassword(alice), { headers: { Depth: "0" } })).status).toBe(
      404,
    );
  });

  it("reports exactly the changed occurrences after a refresh, writing a log row for each and none for the rest", async () => {
    const { alice } = await twoFamilies();
    const key = `dav-sync-${crypto.randomUUID()}`;
    const sub = await schoolSubscription(alice, key);
    const client = await caldavClient(alice);
    const calendar = (await outsideCalendar(client, alice.familyId, sub.id))!;
    const before = await importedRows(sub.id);
    const logged = (await logRows(alice.familyId, sub.id)).length;

    // The same feed again: nothing written.
    expect(await refresh(sub.id)).toBe("unchanged");
    expect((await logRows(alice.familyId, sub.id)).length).toBe(logged);

    await fetch(feedUrl(`/mode/${key}/changed`));
    expect(await refresh(sub.id)).toBe("changed");
    const after = await importedRows(sub.id);
    expect(after).toHaveLength(11);
    const renamed = after.find((row) => row.title === "Skipanardagur")!;
    const added = after.find((row) => !before.some((old) => old.id === row.id))!;
    expect(before.some((old) => old.id === renamed.id)).toBe(true);
    expect((await logRows(alice.familyId, sub.id)).length).toBe(logged + 2);
    expect(await changesSince(client, calendar, calendar.syncToken!)).toEqual([`${added.id}.ics`, `${renamed.id}.ics`].sort());
  });

  it("goes with its subscription: the collection and a sync of it 404, a tombstone logged for each occurrence", async () => {
    const { alice } = await twoFamilies();
    const sub = await schoolSubscription(alice, `dav-gone-${crypto.randomUUID()}`);
    const client = await caldavClient(alice);
    const calendar = (await outsideCalendar(client, alice.familyId, sub.id))!;
    const rows = await importedRows(sub.id);

    expect((await call("DELETE", `${subscriptionsPath(alice.familyId)}/${sub.id}`, { token: alice.token })).status).toBe(204);
    expect(await outsideCalendar(client, alice.familyId, sub.id)).toBeUndefined();
    const credentials = await newAppPassword(alice);
    expect((await davRequest("PROPFIND", calendar.url.replace(/^https?:\/\/[^/]+/, ""), credentials, { headers: { Depth: "0" } })).status).toBe(404);
    const sync = await davRequest("REPORT", calendar.url.replace(/^https?:\/\/[^/]+/, ""), credentials, {
      headers: { Depth: "0" },
      body: `<?xml version="1.0"?><d:sync-collection xmlns:d="DAV:"><d:sync-token>${calendar.syncToken}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>`,
    });
    expect(sync.status).toBe(404);
    // The foreign key's cascade fired the delete trigger for every occurrence.
    const tombstones = (await logRows(alice.familyId, sub.id)).filter((row) => row.deleted);
    expect(tombstones.map((row) => row.name).sort()).toEqual(rows.map((row) => `${row.id}.ics`).sort());
  });

  it("costs a 2,000-occurrence feed's changed refresh only its real differences in the change log", async () => {
    const { alice } = await twoFamilies();
    const key = `dav-rota-${crypto.randomUUID()}`;
    const sub = await subscribed(alice, { url: feedUrl(`/rota/${key}?monday=${nextMonday()}`), name: "Vaktir" });
    // The real queue's refresh writes 2,000 rows: on 2 busy cores that has taken over 20 s.
    await eventually(
      () => importedRows(sub.id),
      (found) => found.length === 2000,
      60_000,
    );
    const first = await logRows(alice.familyId, sub.id);
    expect(first).toHaveLength(2000);

    // A new DTSTAMP on every event: a new body, the same occurrences: no log row, no occurrence written.
    await fetch(feedUrl(`/mode/${key}/restamped`));
    expect(await refresh(sub.id)).toBe("changed");
    expect(await logRows(alice.familyId, sub.id)).toHaveLength(2000);

    // One shift moved: its old occurrence a tombstone, the moved one new; nothing else.
    await fetch(feedUrl(`/mode/${key}/moved`));
    expect(await refresh(sub.id)).toBe("changed");
    const logged = (await logRows(alice.familyId, sub.id)).slice(2000);
    expect(logged.map((row) => row.deleted).sort()).toEqual([false, true]);
    expect(await importedRows(sub.id)).toHaveLength(2000);

    // Its removal: one statement, the cascade's 2,000 tombstones.
    expect((await call("DELETE", `${subscriptionsPath(alice.familyId)}/${sub.id}`, { token: alice.token })).status).toBe(204);
    const removed = (await logRows(alice.familyId, sub.id)).slice(2002);
    expect(removed).toHaveLength(2000);
    expect(removed.every((row) => row.deleted)).toBe(true);
  }, 90_000);
});
