import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DAV_TEXT_FAMILY_MAX_BYTES, DAV_TEXT_MAX_BYTES } from "@contract/caldav-limits";
import { apiMessages as m } from "@contract/messages";
import { davTextUsage, events, reminders } from "@worker/db/schema";
import { call } from "@test/helpers/api";
import { type DavCredentials, davRequest, newAppPassword } from "@test/helpers/caldav-client";
import { createUser, db, HOME_DATABASE, type TestUser } from "@test/helpers/factories";
import { phoneTodo } from "@test/helpers/vtodo";
import { env } from "cloudflare:workers";

/**
 * CalDAV's storage caps on the phones' kept texts (docs/features/caldav.md "Storage caps",
 * migration 0051): at most DAV_TEXT_MAX_BYTES per resource and DAV_TEXT_FAMILY_MAX_BYTES summed
 * per family, in UTF-8 bytes; past either, 507 quota-not-exceeded with the Faroese text, and
 * nothing changes.
 */

const bytesOf = (text: string) => new TextEncoder().encode(text).length;

/** A phone's event whose X- property holds `padding` (kept verbatim, as any X- property is), unfolded so its size is exact. */
const paddedEvent = (uid: string, padding: string) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Apple Inc.//iPhone OS 18.0//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20260101T090000Z",
    "DTSTART:20260105T173000Z",
    "SUMMARY:Fundur",
    `X-PAD:${padding}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/** A phone's event of exactly `bytes` UTF-8 bytes. */
function eventOfSize(uid: string, bytes: number): string {
  const room = bytes - bytesOf(paddedEvent(uid, ""));
  if (room < 0) throw new Error(`no event of ${bytes} bytes`);
  return paddedEvent(uid, "a".repeat(room));
}

const put = (user: TestUser, phone: DavCredentials, path: string, body: string) =>
  davRequest("PUT", `/caldav/families/${user.familyId}/${path}`, phone, { body, headers: { "Content-Type": "text/calendar; charset=utf-8" } });

async function expectQuotaRefusal(refused: Response, message: string): Promise<void> {
  expect(refused.status).toBe(507);
  expect(refused.headers.get("Content-Type")).toMatch(/^application\/xml/);
  const body = await refused.text();
  expect(body).toContain("<d:quota-not-exceeded/>");
  expect(body).toContain(`<d:responsedescription>${message}</d:responsedescription>`);
}

const usage = async (familyId: string) => (await db.select().from(davTextUsage).where(eq(davTextUsage.familyId, familyId)))[0]?.bytes ?? 0;
const keptBytes = async (familyId: string) => {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(length(CAST(${events.davSource} AS BLOB))), 0)` })
    .from(events)
    .where(eq(events.familyId, familyId));
  const [tasks] = await db
    .select({ bytes: sql<number>`coalesce(sum(length(CAST(${reminders.davSource} AS BLOB))), 0)` })
    .from(reminders)
    .where(eq(reminders.familyId, familyId));
  return (row?.bytes ?? 0) + (tasks?.bytes ?? 0);
};
const eventCount = (familyId: string) => db.$count(events, eq(events.familyId, familyId));

/** The family's kept texts filled straight in D1 (through the tables' triggers) until `room` bytes are left; the filling events' ids. */
async function fillTexts(familyId: string, room: number): Promise<string[]> {
  const each = DAV_TEXT_MAX_BYTES;
  const target = DAV_TEXT_FAMILY_MAX_BYTES - room - (await usage(familyId));
  const full = Math.floor(target / each) - 1;
  // What the full ones leave (one to two full texts' worth) in two halves.
  const rest = target - full * each;
  const sizes = [...Array.from({ length: full }, () => each), Math.floor(rest / 2), rest - Math.floor(rest / 2)];
  const ids = sizes.map(() => crypto.randomUUID());
  await env[HOME_DATABASE]!.batch(
    sizes.map((size, i) =>
      env[HOME_DATABASE]!.prepare(
        "INSERT INTO events (id, family_id, title, start_time, end_time, created_at, dav_name, dav_source) VALUES (?1, ?2, 'Fylli', '2026-01-05T17:30:00.000Z', '2026-01-05T17:30:00.000Z', ?3, ?1 || '.ics', ?4)",
      ).bind(ids[i], familyId, new Date().toISOString(), eventOfSize(`fill-${i}@example.com`, size)),
    ),
  );
  expect(await usage(familyId)).toBe(DAV_TEXT_FAMILY_MAX_BYTES - room);
  return ids;
}

describe("the phones' kept texts are capped", () => {
  it(`stores a phone's event of ${DAV_TEXT_MAX_BYTES} bytes and refuses one byte more with 507 and the Faroese text, storing nothing`, async () => {
    const alice = await createUser();
    const phone = await newAppPassword(alice);
    const fits = eventOfSize("fits@example.com", DAV_TEXT_MAX_BYTES);
    expect((await put(alice, phone, "calendar/fits.ics", fits)).status).toBe(201);
    await expectQuotaRefusal(await put(alice, phone, "calendar/big.ics", eventOfSize("big@example.com", DAV_TEXT_MAX_BYTES + 1)), m.davTextCap.resource);
    // UTF-8 bytes, not characters: 'ð' is two, so this text has fewer characters than the cap and more bytes.
    const room = DAV_TEXT_MAX_BYTES - bytesOf(paddedEvent("wide@example.com", ""));
    const wide = paddedEvent("wide@example.com", "ð".repeat(Math.floor(room / 2) + 1));
    expect(wide.length).toBeLessThan(DAV_TEXT_MAX_BYTES);
    await expectQuotaRefusal(await put(alice, phone, "calendar/wide.ics", wide), m.davTextCap.resource);
    expect(await eventCount(alice.familyId)).toBe(1);
    expect(await usage(alice.familyId)).toBe(DAV_TEXT_MAX_BYTES);
  });

  it("refuses a change that makes a phone's text too big, and the event keeps its text", async () => {
    const alice = await createUser();
    const phone = await newAppPassword(alice);
    const small = eventOfSize("grow@example.com", 2000);
    expect((await put(alice, phone, "calendar/grow.ics", small)).status).toBe(201);
    await expectQuotaRefusal(await put(alice, phone, "calendar/grow.ics", eventOfSize("grow@example.com", DAV_TEXT_MAX_BYTES + 1)), m.davTextCap.resource);
    const [row] = await db.select().from(events).where(eq(events.familyId, alice.familyId));
    expect(row?.davSource).toBe(small);
    expect(await usage(alice.familyId)).toBe(2000);
  });

  it(`refuses a phone's event or task once the family's kept texts would pass ${DAV_TEXT_FAMILY_MAX_BYTES} bytes, and takes it once an event is deleted`, async () => {
    const alice = await createUser();
    const phone = await newAppPassword(alice);
    const [filler] = await fillTexts(alice.familyId, 3000);
    const before = await eventCount(alice.familyId);
    await expectQuotaRefusal(await put(alice, phone, "calendar/late.ics", eventOfSize("late@example.com", 3001)), m.davTextCap.family);
    const task = phoneTodo("late-task", "SUMMARY:Keypa mjólk", `X-PAD:${"a".repeat(3000)}`);
    await expectQuotaRefusal(await put(alice, phone, "tasks/late-task.ics", task), m.davTextCap.family);
    expect(await eventCount(alice.familyId)).toBe(before);
    expect(await db.$count(reminders, eq(reminders.familyId, alice.familyId))).toBe(0);
    expect(await usage(alice.familyId)).toBe(DAV_TEXT_FAMILY_MAX_BYTES - 3000);

    // Exactly what is left fits; an event deleted in the app gives its bytes back.
    expect((await put(alice, phone, "calendar/last.ics", eventOfSize("last@example.com", 3000))).status).toBe(201);
    expect((await call("DELETE", `/api/events/${filler}`, { token: alice.token })).status).toBe(204);
    expect((await put(alice, phone, "tasks/late-task.ics", task)).status).toBe(201);
    expect(await usage(alice.familyId)).toBe(await keptBytes(alice.familyId));
  });

  it("lets exactly as many parallel phone writes in as the family's room holds", async () => {
    const alice = await createUser();
    const phone = await newAppPassword(alice);
    await fillTexts(alice.familyId, 3 * 1000 + 999);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => put(alice, phone, `calendar/side-${i}.ics`, eventOfSize(`side-${i}@example.com`, 1000))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 507, 507, 507, 507, 507, 507, 507]);
    expect(await usage(alice.familyId)).toBe(DAV_TEXT_FAMILY_MAX_BYTES - 999);
    expect(await usage(alice.familyId)).toBe(await keptBytes(alice.familyId));
  });

  it("counts another family's texts apart", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const phone = await newAppPassword(bob);
    await fillTexts(alice.familyId, 0);
    expect((await put(bob, phone, "calendar/own.ics", eventOfSize("own@example.com", 5000))).status).toBe(201);
    expect(await usage(bob.familyId)).toBe(5000);
  });
});
