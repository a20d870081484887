import ICAL from "ical.js";
import type { DAVCalendar, DAVClient } from "tsdav";
import { describe, expect, it } from "vitest";
import { calendarMessages as m } from "@contract/calendar";
import { childLinks } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { caldavClient, type DavCredentials, davRequest, newAppPassword } from "@test/helpers/caldav-client";
import { eventOf, eventRow, listedEvents, patchEvent } from "@test/helpers/events";
import { createUser, dbOf, type TestUser } from "@test/helpers/factories";
import { phoneCalendar } from "@test/helpers/ical-reader";

/**
 * A private event over CalDAV (docs/features/calendar.md "Who sees an event"), with tsdav as the
 * phones: CLASS maps to who sees it, and another member's phone neither reads, writes nor syncs it.
 */

interface Phone {
  user: TestUser;
  client: DAVClient;
  calendar: DAVCalendar;
  credentials: DavCredentials;
}

async function phoneOf(user: TestUser): Promise<Phone> {
  const client = await caldavClient(user);
  const calendar = (await client.fetchCalendars()).find((found) => found.url.endsWith(`/caldav/families/${user.familyId}/calendar/`))!;
  expect(calendar).toBeDefined();
  return { user, client, calendar, credentials: await newAppPassword(user) };
}

/** Alice's and Bob's phones in one family, Mallory's in another. */
async function home() {
  const alice = await createUser();
  const bob = await createUser({ familyId: alice.familyId });
  const mallory = await createUser();
  return { alice: await phoneOf(alice), bob: await phoneOf(bob), mallory: await phoneOf(mallory) };
}

/** A phone's one-off event, its CLASS line (or none) among its lines. */
const vevent = (uid: string, ...lines: string[]) =>
  phoneCalendar(
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20270101T090000Z",
    "DTSTART:20270105T173000Z",
    "DTEND:20270105T183000Z",
    "SUMMARY:Lækni",
    ...lines,
    "END:VEVENT",
  );

const path = (phone: Phone, name: string) => `/caldav/families/${phone.user.familyId}/calendar/${name}`;
const names = async (phone: Phone) => (await phone.client.fetchCalendarObjects({ calendar: phone.calendar })).map((found) => found.url.split("/").pop()).sort();
const classIn = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")?.getFirstPropertyValue("class") ?? null;
const tokenOf = async (phone: Phone) => (await phone.client.fetchCalendars()).find((found) => found.url === phone.calendar.url)!.syncToken!;

/** What a sync-collection from `token` reports, as resource names (a removal with a minus). */
async function changesSince(phone: Phone, token: string): Promise<string[]> {
  const answers = await phone.client.syncCollection({ url: phone.calendar.url, props: { "d:getetag": {} }, syncLevel: 1, syncToken: token });
  return answers.filter((answer) => answer.href).map((answer) => `${answer.status === 404 ? "-" : ""}${answer.href!.split("/").pop()}`);
}

const put = (phone: Phone, name: string, ics: string, headers: Record<string, string> = {}) =>
  davRequest("PUT", path(phone, name), phone.credentials, { body: ics, headers: { "Content-Type": "text/calendar; charset=utf-8", ...headers } });

describe("CLASS over CalDAV", () => {
  it("stores a phone's CLASS:PRIVATE or CONFIDENTIAL event as its creator's private one, and its text says PRIVATE back", async () => {
    const { alice } = await home();
    const sent = vevent("PRIV-1", "CLASS:PRIVATE");
    const created = await put(alice, "PRIV-1.ics", sent);
    expect(created.status).toBe(201);
    // Kept as the phone sent it, so the PUT answers the ETag GET will.
    const read = await davRequest("GET", path(alice, "PRIV-1.ics"), alice.credentials);
    expect(await read.text()).toBe(sent);
    expect(read.headers.get("ETag")).toBe(created.headers.get("ETag"));
    expect((await put(alice, "CONF-1.ics", vevent("CONF-1", "CLASS:CONFIDENTIAL"))).status).toBe(201);
    expect((await put(alice, "PUB-1.ics", vevent("PUB-1", "CLASS:PUBLIC"))).status).toBe(201);
    expect((await put(alice, "NONE-1.ics", vevent("NONE-1"))).status).toBe(201);
    expect((await listedEvents(alice.user)).map((event) => event.visibility).sort()).toEqual(["family", "family", "private", "private"]);

    const app = await eventOf(alice.user, { title: "Tannlækni", visibility: "private" });
    const ownText = await (await davRequest("GET", path(alice, `${app.id}.ics`), alice.credentials)).text();
    expect(classIn(ownText)).toBe("PRIVATE");
    const family = await eventOf(alice.user, { title: "Foreldrafundur" });
    expect(classIn(await (await davRequest("GET", path(alice, `${family.id}.ics`), alice.credentials)).text())).toBeNull();
  });

  it("keeps who sees a stored event when a PUT has no CLASS, makes a private one the family's on PUBLIC, and never makes a shared one less than shared", async () => {
    const { alice, bob } = await home();
    await put(alice, "PRIV-1.ics", vevent("PRIV-1", "CLASS:PRIVATE"));
    const [stored] = await listedEvents(alice.user);
    expect((await put(alice, "PRIV-1.ics", vevent("PRIV-1", "LOCATION:Heilsumiðstøðin"))).status).toBe(204);
    expect(await eventRow(stored!.id)).toMatchObject({ visibility: "private", location: "Heilsumiðstøðin" });
    expect(await listedEvents(bob.user)).toEqual([]);
    expect((await put(alice, "PRIV-1.ics", vevent("PRIV-1", "CLASS:PUBLIC"))).status).toBe(204);
    expect(await eventRow(stored!.id)).toMatchObject({ visibility: "family" });
    expect((await listedEvents(bob.user)).map((event) => event.id)).toEqual([stored!.id]);

    const link = newId();
    await dbOf(alice.user).insert(childLinks).values({
      id: link,
      familyId: alice.user.familyId,
      memberId: alice.user.memberId,
      otherFamilyId: newId(),
      otherFamilyName: "Hitt heimið",
      otherMemberId: newId(),
      createdAt: new Date().toISOString(),
    });
    const shared = await eventOf(alice.user, { title: "Fótbóltur", visibility: "shared", sharedLinkId: link });
    const text = await (await davRequest("GET", path(alice, `${shared.id}.ics`), alice.credentials)).text();
    expect((await put(alice, `${shared.id}.ics`, text.replace("SUMMARY:Fótbóltur", "SUMMARY:Fótbóltsdystur"))).status).toBe(204);
    expect((await put(alice, `${shared.id}.ics`, text.replace("BEGIN:VEVENT\r\n", "BEGIN:VEVENT\r\nCLASS:PUBLIC\r\n"))).status).toBe(204);
    expect(await eventRow(shared.id)).toMatchObject({ visibility: "shared", sharedLinkId: link });
  });

  it("leaves another member's CLASS:PRIVATE aside on an event they did not make: it stays the family's and reads without CLASS", async () => {
    const { alice, bob } = await home();
    const event = await eventOf(alice.user, { title: "Foreldrafundur" });
    const text = await (await davRequest("GET", path(bob, `${event.id}.ics`), bob.credentials)).text();
    const changed = await put(
      bob,
      `${event.id}.ics`,
      text.replace("BEGIN:VEVENT\r\n", "BEGIN:VEVENT\r\nCLASS:PRIVATE\r\n").replace("Foreldrafundur", "Foreldrafundur í skúlanum"),
    );
    expect(changed.status).toBe(204);
    // What is stored is not what was sent, so no ETag: the phone fetches it.
    expect(changed.headers.get("ETag")).toBeNull();
    expect(await eventRow(event.id)).toMatchObject({ title: "Foreldrafundur í skúlanum", visibility: "family" });
    expect(classIn(await (await davRequest("GET", path(bob, `${event.id}.ics`), bob.credentials)).text())).toBeNull();
  });
});

describe("another member's private event over CalDAV", () => {
  it("is in no other member's calendar: not listed, queried, multigot, PROPFOUND or GOT; nor in another family's", async () => {
    const { alice, bob, mallory } = await home();
    await put(alice, "PRIV-1.ics", vevent("PRIV-1", "CLASS:PRIVATE"));
    const family = await eventOf(alice.user, { title: "Foreldrafundur" });
    expect(await names(alice)).toEqual([`${family.id}.ics`, "PRIV-1.ics"].sort());
    expect(await names(bob)).toEqual([`${family.id}.ics`]);
    const multiget = await davRequest("REPORT", `/caldav/families/${alice.user.familyId}/calendar/`, bob.credentials, {
      headers: { Depth: "1" },
      body: `<c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop><d:href>${path(alice, "PRIV-1.ics")}</d:href></c:calendar-multiget>`,
    });
    // Answered as a name that is not there.
    const answered = await multiget.text();
    expect(answered).toContain("404 Not Found");
    expect(answered).not.toContain("Lækni");
    const listing = await davRequest("PROPFIND", `/caldav/families/${alice.user.familyId}/calendar/`, bob.credentials, {
      headers: { Depth: "1" },
      body: '<d:propfind xmlns:d="DAV:"><d:prop><d:getetag/></d:prop></d:propfind>',
    });
    expect(listing.status).toBe(207);
    expect(await listing.text()).not.toContain("PRIV-1");
    expect((await davRequest("PROPFIND", path(bob, "PRIV-1.ics"), bob.credentials, { headers: { Depth: "0" } })).status).toBe(404);
    expect((await davRequest("GET", path(bob, "PRIV-1.ics"), bob.credentials)).status).toBe(404);
    expect((await davRequest("GET", path(alice, "PRIV-1.ics"), mallory.credentials)).status).toBe(404);
    expect(await names(mallory)).toEqual([]);
  });

  it("answers another member's DELETE and PUT on its href as for a missing resource, and changes nothing", async () => {
    const { alice, bob } = await home();
    const sent = vevent("PRIV-1", "CLASS:PRIVATE");
    await put(alice, "PRIV-1.ics", sent);
    const { etag } = (await alice.client.fetchCalendarObjects({ calendar: alice.calendar }))[0]!;
    expect((await davRequest("DELETE", path(bob, "PRIV-1.ics"), bob.credentials)).status).toBe(404);
    expect((await davRequest("DELETE", path(bob, "PRIV-1.ics"), bob.credentials, { headers: { "If-Match": etag! } })).status).toBe(404);
    expect((await put(bob, "PRIV-1.ics", vevent("PRIV-1", "SUMMARY:Mítt"), { "If-Match": etag! })).status).toBe(412);
    // A new resource cannot take its name, nor its UID, and the refusal names no href of it.
    const named = await put(bob, "PRIV-1.ics", vevent("BOB-1"), { "If-None-Match": "*" });
    expect([named.status, await named.text()]).toEqual([409, m.davNameTaken]);
    const sameUid = await put(bob, "BOB-1.ics", vevent("PRIV-1"));
    expect(sameUid.status).toBe(409);
    expect(await sameUid.text()).not.toContain("PRIV-1.ics");
    expect(await names(bob)).toEqual([]);
    expect(await (await davRequest("GET", path(alice, "PRIV-1.ics"), alice.credentials)).text()).toBe(sent);
  });

  it("is never named by another member's sync — not its creation, change or deletion — and leaves their copy when a family event turns private", async () => {
    const { alice, bob } = await home();
    const bobsToken = await tokenOf(bob);
    const alicesToken = await tokenOf(alice);
    await put(alice, "PRIV-1.ics", vevent("PRIV-1", "CLASS:PRIVATE"));
    await put(alice, "PRIV-1.ics", vevent("PRIV-1", "CLASS:PRIVATE", "LOCATION:Heilsumiðstøðin"));
    expect(await changesSince(alice, alicesToken)).toEqual(["PRIV-1.ics"]);
    await davRequest("DELETE", path(alice, "PRIV-1.ics"), alice.credentials);
    expect(await changesSince(bob, bobsToken)).toEqual([]);
    // Bob's calendar has not changed, so neither has his token.
    expect(await tokenOf(bob)).toBe(bobsToken);
    expect(await changesSince(alice, alicesToken)).toEqual(["-PRIV-1.ics"]);

    const event = await eventOf(alice.user, { title: "Føðingardagur" });
    const before = await tokenOf(bob);
    expect(await changesSince(bob, bobsToken)).toEqual([`${event.id}.ics`]);
    const aliceBefore = await tokenOf(alice);
    await patchEvent(alice.user, event.id, { visibility: "private" });
    expect(await changesSince(bob, before)).toEqual([`-${event.id}.ics`]);
    expect(await changesSince(alice, aliceBefore)).toEqual([`${event.id}.ics`]);
    const gone = await tokenOf(bob);
    await patchEvent(alice.user, event.id, { visibility: "family" });
    expect(await changesSince(bob, gone)).toEqual([`${event.id}.ics`]);
  });
});
