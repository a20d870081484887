import { eq } from "drizzle-orm";
import type { DAVClient } from "tsdav";
import { describe, expect, it } from "vitest";
import { appPasswords, dinnerMeals } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { appPasswordDigest } from "@worker/services/caldav/app-passwords";
import { call } from "@test/helpers/api";
import { caldavClient, davClient, davRequest, newAppPassword } from "@test/helpers/caldav-client";
import { createUser, db, PASSWORD } from "@test/helpers/factories";
import { inDays, seedFamily } from "@test/helpers/world";

const home = (familyId: string) => `/caldav/families/${familyId}/`;
const PROPFIND_ETAG = '<?xml version="1.0"?><d:propfind xmlns:d="DAV:"><d:prop><d:getetag/></d:prop></d:propfind>';
const syncBody = (token: string) =>
  `<?xml version="1.0"?><d:sync-collection xmlns:d="DAV:"><d:sync-token>${token}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>`;

/** tsdav answers an empty multistatus as one response without an href: only the resources count. */
async function synced(client: DAVClient, url: string, syncToken: string) {
  const responses = await client.syncCollection({ url, props: { "d:getetag": {} }, syncLevel: 1, syncToken });
  return responses.filter((response) => response.href !== undefined);
}

async function dinnerOf(world: Awaited<ReturnType<typeof seedFamily>>) {
  const client = await caldavClient(world.user);
  const calendars = await client.fetchCalendars();
  const dinner = calendars.find((calendar) => calendar.url.endsWith(`${home(world.user.familyId)}dinner/`));
  return { client, dinner: dinner! };
}

describe("CalDAV with tsdav", () => {
  it("discovers the server from /.well-known/caldav, lists the collections and reads the dinner plan", async () => {
    const world = await seedFamily();
    const { client, dinner } = await dinnerOf(world);
    expect(dinner).toMatchObject({ displayName: "Døgurði", components: ["VEVENT"] });
    const objects = await client.fetchCalendarObjects({ calendar: dinner });
    expect(objects.map((object) => object.url)).toEqual([expect.stringContaining(`/dinner/${world.mealId}.ics`)]);
    expect(objects[0]!.data).toContain("SUMMARY:Ræst kjøt");
    expect(objects[0]!.data).toContain("DESCRIPTION:Kartøflur");
    expect(objects[0]!.data).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
  });

  it("answers a calendar-query with a time range with the meals on days in it, and multiget by href", async () => {
    const world = await seedFamily();
    const { client, dinner } = await dinnerOf(world);
    const around = { start: inDays(1).replace(/\.\d+Z$/, "Z"), end: inDays(4).replace(/\.\d+Z$/, "Z") };
    const later = { start: inDays(30).replace(/\.\d+Z$/, "Z"), end: inDays(40).replace(/\.\d+Z$/, "Z") };
    expect(await client.fetchCalendarObjects({ calendar: dinner, timeRange: around })).toHaveLength(1);
    expect(await client.fetchCalendarObjects({ calendar: dinner, timeRange: later })).toHaveLength(0);
    const href = `${dinner.url}${world.mealId}.ics`;
    const [fetched] = await client.fetchCalendarObjects({ calendar: dinner, objectUrls: [href], useMultiGet: true });
    expect(fetched?.data).toContain("SUMMARY:Ræst kjøt");
  });

  it("reports in sync-collection exactly the change made through the JSON API, a deletion as a 404", async () => {
    const world = await seedFamily();
    const { client, dinner } = await dinnerOf(world);
    const token = String(dinner.syncToken);
    expect(await synced(client, dinner.url, token)).toEqual([]);
    const created = await call("POST", "/api/dinner-meals", { token: world.user.token, body: { title: "Fiskur", scheduledDate: inDays(3), ingredients: [] } });
    const meal = (await created.json()) as { id: string };
    const added = await synced(client, dinner.url, token);
    // A change comes with its new ETag (tsdav gives a response with propstats the multistatus' 207).
    expect(added.map((response) => [response.href, typeof response.props?.getetag])).toEqual([
      [`${dinner.url.replace(/^https?:\/\/[^/]+/, "")}${meal.id}.ics`, "string"],
    ]);
    const [after] = (await client.fetchCalendars()).filter((calendar) => calendar.url === dinner.url);
    expect((await call("DELETE", `/api/dinner-meals/${meal.id}`, { token: world.user.token })).status).toBe(204);
    const removed = await synced(client, dinner.url, String(after!.syncToken));
    expect(removed.map((response) => [response.href?.endsWith(`/${meal.id}.ics`), response.status])).toEqual([[true, 404]]);
  });
});

describe("CalDAV resources", () => {
  it("keep a strong ETag while the meal is unchanged, and change it and the ctag with any change from the app", async () => {
    const world = await seedFamily();
    const credentials = { username: world.user.username, password: world.appPassword };
    const path = `${home(world.user.familyId)}dinner/${world.mealId}.ics`;
    const ctag = async () => {
      const answer = await davRequest("PROPFIND", `${home(world.user.familyId)}dinner/`, credentials, {
        headers: { Depth: "0" },
        body: '<d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:prop><cs:getctag/></d:prop></d:propfind>',
      });
      return /<cs:getctag>([^<]+)<\/cs:getctag>/.exec(await answer.text())?.[1];
    };
    const [first, again, tagBefore] = [await davRequest("GET", path, credentials), await davRequest("GET", path, credentials), await ctag()];
    expect(first.headers.get("ETag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(first.headers.get("Content-Type")).toContain("text/calendar");
    expect((await call("PATCH", `/api/dinner-meals/${world.mealId}`, { token: world.user.token, body: { title: "Skerpikjøt" } })).status).toBe(200);
    const changed = await davRequest("GET", path, credentials);
    expect(changed.headers.get("ETag")).not.toBe(first.headers.get("ETag"));
    expect(await changed.text()).toContain("SUMMARY:Skerpikjøt");
    expect(await ctag()).not.toBe(tagBefore);
  });
});

describe("CalDAV sign-in", () => {
  it("refuses the account password, a wrong app password and no credentials with 401 and a Basic challenge", async () => {
    const user = await createUser();
    for (const credentials of [{ username: user.username, password: PASSWORD }, { username: user.username, password: "abcd-efgh" }, null]) {
      const answer = await davRequest("PROPFIND", "/caldav/", credentials, { headers: { Depth: "0" } });
      expect(answer.status).toBe(401);
      expect(answer.headers.get("WWW-Authenticate")).toMatch(/^Basic realm=/);
    }
  });

  it("refuses a revoked app password at once, and another user's app password under this username", async () => {
    const world = await seedFamily();
    const other = await seedFamily();
    const credentials = { username: world.user.username, password: world.appPassword };
    expect((await davRequest("PROPFIND", "/caldav/", credentials, { headers: { Depth: "0" } })).status).toBe(207);
    expect((await davRequest("PROPFIND", "/caldav/", { ...credentials, password: other.appPassword }, { headers: { Depth: "0" } })).status).toBe(401);
    expect((await call("DELETE", `/api/caldav/app-passwords/${world.appPasswordId}`, { token: world.user.token })).status).toBe(204);
    expect((await davRequest("PROPFIND", "/caldav/", credentials, { headers: { Depth: "0" } })).status).toBe(401);
  });

  it("refuses an administrator, even with an app password written by hand", async () => {
    const admin = await createUser({ isAdmin: true });
    const password = "abcd-efgh-ijkl-mnop-qrst-uvwx-yz23-4567";
    await db
      .insert(appPasswords)
      .values({ id: newId(), userId: admin.id, name: "x", secretHash: appPasswordDigest(password), createdAt: new Date().toISOString() });
    expect((await davRequest("PROPFIND", "/caldav/", { username: admin.username, password }, { headers: { Depth: "0" } })).status).toBe(401);
  });

  it("opens nothing outside CalDAV: the JSON API does not take an app password", async () => {
    const world = await seedFamily();
    const basic = `Basic ${btoa(`${world.user.username}:${world.appPassword}`)}`;
    expect((await call("GET", "/api/auth/me", { headers: { Authorization: basic } })).status).toBe(401);
    expect((await call("GET", "/api/auth/me", { token: world.appPassword })).status).toBe(401);
  });

  it("notes when an app password was last used", async () => {
    const world = await seedFamily();
    await davRequest("PROPFIND", "/caldav/", { username: world.user.username, password: world.appPassword }, { headers: { Depth: "0" } });
    await expect
      .poll(async () => (await db.select().from(appPasswords).where(eq(appPasswords.id, world.appPasswordId)))[0]?.lastUsedAt, { timeout: 2000 })
      .toEqual(expect.any(String));
  });
});

describe("CalDAV refusals", () => {
  it("answers 404 for another family's home, collection and resources", async () => {
    const world = await seedFamily();
    const other = await seedFamily();
    const credentials = await newAppPassword(world.user);
    for (const path of [home(other.user.familyId), `${home(other.user.familyId)}dinner/`, `${home(other.user.familyId)}dinner/${other.mealId}.ics`]) {
      expect((await davRequest("PROPFIND", path, credentials, { headers: { Depth: "0" } })).status, path).toBe(404);
    }
    expect((await davRequest("GET", `${home(other.user.familyId)}dinner/${other.mealId}.ics`, credentials)).status).toBe(404);
    expect((await davRequest("PROPFIND", `/caldav/principals/${other.user.id}/`, credentials, { headers: { Depth: "0" } })).status).toBe(404);
  });

  it("refuses Depth: infinity with 403 propfind-finite-depth, and a DOCTYPE with 400", async () => {
    const world = await seedFamily();
    const credentials = { username: world.user.username, password: world.appPassword };
    const infinite = await davRequest("PROPFIND", home(world.user.familyId), credentials, { headers: { Depth: "infinity" }, body: PROPFIND_ETAG });
    expect(infinite.status).toBe(403);
    expect(await infinite.text()).toContain("propfind-finite-depth");
    const doctype = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x "y">]><d:propfind xmlns:d="DAV:"><d:prop><d:getetag/></d:prop></d:propfind>`;
    expect((await davRequest("PROPFIND", home(world.user.familyId), credentials, { headers: { Depth: "0" }, body: doctype })).status).toBe(400);
    expect((await davRequest("PROPFIND", home(world.user.familyId), credentials, { headers: { Depth: "0" }, body: "<d:propfind" })).status).toBe(400);
  });

  it("answers an old or foreign sync token with 403 valid-sync-token", async () => {
    const world = await seedFamily();
    const credentials = { username: world.user.username, password: world.appPassword };
    for (const token of ["https://familyhub.fo/ns/sync/999999999999", "http://example.com/other"]) {
      const answer = await davRequest("REPORT", `${home(world.user.familyId)}dinner/`, credentials, { headers: { Depth: "1" }, body: syncBody(token) });
      expect(answer.status).toBe(403);
      expect(await answer.text()).toContain("valid-sync-token");
    }
  });

  it("keeps the dinner plan read-only: PUT and DELETE are 403 and change nothing", async () => {
    const world = await seedFamily();
    const credentials = { username: world.user.username, password: world.appPassword };
    const path = `${home(world.user.familyId)}dinner/${world.mealId}.ics`;
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART;VALUE=DATE:20300101\r\nSUMMARY:Annað\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    expect((await davRequest("PUT", path, credentials, { body: ics, headers: { "Content-Type": "text/calendar" } })).status).toBe(403);
    expect((await davRequest("DELETE", path, credentials)).status).toBe(403);
    expect((await db.select().from(dinnerMeals).where(eq(dinnerMeals.id, world.mealId)))[0]?.title).toBe("Ræst kjøt");
  });

  it("answers OPTIONS with the DAV classes and what is allowed", async () => {
    const answer = await davRequest("OPTIONS", "/caldav/", null);
    expect(answer.headers.get("DAV")).toBe("1, 3, calendar-access");
    expect(answer.headers.get("Allow")).toContain("REPORT");
    expect(
      (await davClient({ username: "nobody", password: "x" })
        .login()
        .catch((error: Error) => error.message)) ?? "",
    ).toMatch(/401|credentials|principal/i);
  });
});
