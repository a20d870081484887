import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { WRITES_PER_USER_PER_MINUTE } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import { events } from "@worker/db/schema";
import { call, errorBody } from "@test/helpers/api";
import { type DavCredentials, davRequest, newAppPassword } from "@test/helpers/caldav-client";
import { createUser, db, type TestUser } from "@test/helpers/factories";
import { phoneCalendar } from "@test/helpers/ical-reader";
import { inOneWindow } from "@test/helpers/rate-window";
import { securityEventsOf } from "@test/helpers/security-events";
import { pairScreen } from "@test/helpers/kitchen";
import { itemOf } from "@test/helpers/shopping";

/**
 * One write allowance for every way in (docs/features/quotas.md "Writes per member",
 * worker/http/write-gate.ts): a member's JSON and CalDAV writes share one count of
 * WRITES_PER_USER_PER_MINUTE, a kitchen screen has its own.
 */

const LIMIT = WRITES_PER_USER_PER_MINUTE;

const phoneEvent = (i: number) =>
  phoneCalendar(
    "BEGIN:VEVENT",
    `UID:gate-${i}@example.com`,
    "DTSTAMP:20260101T090000Z",
    "DTSTART:20260105T173000Z",
    "DTEND:20260105T183000Z",
    `SUMMARY:Tiltak ${i}`,
    "END:VEVENT",
  );

const putEvent = (user: TestUser, credentials: DavCredentials, i: number) =>
  davRequest("PUT", `/caldav/families/${user.familyId}/calendar/gate-${i}.ics`, credentials, {
    body: phoneEvent(i),
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });

/** `count` calls of `send(i)` from `from` on, 25 at a time; the statuses they answered. */
async function sendMany(from: number, count: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let done = 0; done < count; done += 25) {
    const answers = await Promise.all(Array.from({ length: Math.min(25, count - done) }, (_, i) => send(from + done + i)));
    statuses.push(...answers.map((answer) => answer.status));
  }
  return statuses;
}

const eventCount = (familyId: string) => db.$count(events, eq(events.familyId, familyId));

async function expectDavRefusal(refused: Response): Promise<void> {
  expect(refused.status).toBe(429);
  expect(refused.headers.get("Retry-After")).toBe("60");
  expect(refused.headers.get("Content-Type")).toMatch(/^text\/plain/);
  expect(await refused.text()).toBe(m.rateLimited);
}

describe("one write allowance for every way in", () => {
  it(`refuses a member's CalDAV write past ${LIMIT} in a minute with 429 and Retry-After, writing nothing, and keeps the ${LIMIT} before it`, async () => {
    await inOneWindow(async () => {
      const alice = await createUser();
      const phone = await newAppPassword(alice);
      expect(new Set(await sendMany(0, LIMIT, (i) => putEvent(alice, phone, i)))).toEqual(new Set([201]));
      expect(await eventCount(alice.familyId)).toBe(LIMIT);

      await expectDavRefusal(await putEvent(alice, phone, LIMIT));
      expect(await eventCount(alice.familyId)).toBe(LIMIT);
      // A DELETE and a PROPPATCH are writes too; a PROPFIND is a read and answers.
      await expectDavRefusal(await davRequest("DELETE", `/caldav/families/${alice.familyId}/calendar/gate-0.ics`, phone));
      expect(await eventCount(alice.familyId)).toBe(LIMIT);
      const proppatch = `<d:propertyupdate xmlns:d="DAV:"><d:set><d:prop><d:displayname>Okkara</d:displayname></d:prop></d:set></d:propertyupdate>`;
      await expectDavRefusal(await davRequest("PROPPATCH", `/caldav/families/${alice.familyId}/calendar/`, phone, { body: proppatch }));
      // Logged as the JSON API logs its refusals, about the member.
      const logged = await securityEventsOf({ kind: "rate_limited", userId: alice.id }, 3);
      expect(logged.map((row) => row.route).sort()).toEqual(["DELETE /caldav", "PROPPATCH /caldav", "PUT /caldav"]);
      const propfind = await davRequest("PROPFIND", `/caldav/families/${alice.familyId}/calendar/`, phone, { headers: { Depth: "0" } });
      expect(propfind.status).toBe(207);
    });
  }, 120_000);

  it("counts a member's JSON and CalDAV writes against one allowance, so either way is refused once both together reach it", async () => {
    await inOneWindow(async () => {
      const alice = await createUser();
      const bob = await createUser({ familyId: alice.familyId });
      const phone = await newAppPassword(alice);
      // Two writes: the list and the item.
      const item = await itemOf(alice);
      const rename = (user: TestUser, i: number) => call("PATCH", `/api/shopping-items/${item.id}`, { token: user.token, body: { name: `Mjólk ${i}` } });
      const half = LIMIT / 2;
      expect(new Set(await sendMany(0, half - 2, (i) => rename(alice, i)))).toEqual(new Set([200]));
      expect(new Set(await sendMany(0, half, (i) => putEvent(alice, phone, i)))).toEqual(new Set([201]));

      await expectDavRefusal(await putEvent(alice, phone, half));
      const refused = await rename(alice, 0);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toBe("60");
      expect(await errorBody(refused)).toEqual({ code: "rate_limited", message: m.rateLimited });
      expect(await eventCount(alice.familyId)).toBe(half);
      // Another member of the family writes on, both ways.
      expect((await rename(bob, 1)).status).toBe(200);
      const bobsPhone = await newAppPassword(bob);
      expect((await putEvent(bob, bobsPhone, LIMIT)).status).toBe(201);
    });
  }, 120_000);

  it("counts a kitchen screen's writes against the screen's own allowance, apart from its family's members", async () => {
    await inOneWindow(async () => {
      const alice = await createUser();
      const screen = await pairScreen(alice);
      const ticket = () => call("POST", "/api/kitchen/screen/live-ticket", { token: screen.token });
      expect(new Set(await sendMany(0, LIMIT, ticket))).toEqual(new Set([200]));
      const refused = await ticket();
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toBe("60");
      expect(await errorBody(refused)).toEqual({ code: "rate_limited", message: m.rateLimited });
      // The screen's reads answer, and the member who paired it writes on.
      expect((await call("GET", "/api/kitchen/screen/today", { token: screen.token })).status).toBe(200);
      expect((await call("POST", "/api/shopping-lists", { token: alice.token, body: { familyId: alice.familyId, name: "Handil" } })).status).toBe(201);
    });
  }, 120_000);
});
