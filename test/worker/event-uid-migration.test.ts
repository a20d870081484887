import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { events } from "@worker/db/schema";
import { uidOfIcs } from "@worker/lib/event-uid";
import { createUser, db } from "@test/helpers/factories";
import { phoneCalendar, SWIMMING } from "@test/helpers/ical-reader";
import { env } from "cloudflare:workers";

/**
 * Migration 0056 (docs/features/caldav.md "The calendar (VEVENT)"), run as wrangler runs it on a
 * database one level before: this file's database gets the events table as it was before 0056 (the
 * index and the column taken away again), rows as the app stored them then, and then the
 * migration's own statements.
 */
const MIGRATION = env.TEST_MIGRATIONS.find((migration) => migration.name.startsWith("0056_"));

const vevent = (...lines: string[]) => phoneCalendar("BEGIN:VEVENT", "DTSTAMP:20260101T090000Z", "DTSTART:20260105T173000Z", ...lines, "END:VEVENT");

/** Phone texts whose UID the SQL must read exactly as ical.js does. */
const TEXTS: Record<string, string> = {
  swimming: SWIMMING,
  folded: vevent("SUMMARY:Langt", "UID:a-very-long-uid-that-a-phone-wrote-and-the-server-folded-at-seventy-five-octets@example.com"),
  escaped: vevent("UID:kór\\,søgn\\;\\\\2026", "SUMMARY:Kór"),
  withParameter: vevent("UID;X-ORIGIN=phone:param-uid", "SUMMARY:P"),
  alarmFirstInText: vevent("SUMMARY:A", "UID:event-uid", "BEGIN:VALARM", "UID:alarm-uid", "ACTION:DISPLAY", "TRIGGER:-PT5M", "END:VALARM"),
  lineFeedsOnly: vevent("UID:lf-uid", "SUMMARY:LF").replaceAll("\r\n", "\n"),
};

interface Stored {
  id: string;
  createdAt: string;
  davSource: string | null;
}

async function storeAsBefore(familyId: string, rows: Stored[]) {
  await env.DB_00!.batch(
    rows.map((row) =>
      env
        .DB_00!.prepare(
          "INSERT INTO events (id, family_id, title, start_time, end_time, created_at, dav_name, dav_source) VALUES (?1, ?2, 'Tiltak', '2026-01-05T17:30:00.000Z', '2026-01-05T18:30:00.000Z', ?3, ?4, ?5)",
        )
        .bind(row.id, familyId, row.createdAt, row.davSource === null ? null : `${row.id}-phone.ics`, row.davSource),
    ),
  );
}

const rowOf = async (id: string) => (await db.select().from(events).where(eq(events.id, id)))[0];

describe("migration 0056: one event per UID", () => {
  let familyId = "";
  const at = (minute: number) => `2026-01-01T10:${String(minute).padStart(2, "0")}:00.000Z`;

  beforeAll(async () => {
    if (!MIGRATION) throw new Error("migration 0056 is not among the test migrations");
    familyId = (await createUser()).familyId;
    await env.DB_00!.batch([env.DB_00!.prepare("DROP INDEX events_dav_uid"), env.DB_00!.prepare("ALTER TABLE events DROP COLUMN dav_uid")]);
    await storeAsBefore(familyId, [
      ...Object.entries(TEXTS).map(([name, text], index) => ({ id: `text-${name}`, createdAt: at(index), davSource: text })),
      // One UID stored three times (a race before the index), the earliest not first by id.
      { id: "dup-b", createdAt: at(20), davSource: SWIMMING.replaceAll("2F1C-SWIM@example.com", "twice@example.com") },
      { id: "dup-a", createdAt: at(21), davSource: SWIMMING.replaceAll("2F1C-SWIM@example.com", "twice@example.com") },
      { id: "dup-c", createdAt: at(21), davSource: vevent("UID:twice@example.com", "SUMMARY:Þriðja") },
      // An event the app made, and a phone's later one that took its app UID.
      { id: "app-made", createdAt: at(30), davSource: null },
      { id: "took-app-uid", createdAt: at(31), davSource: vevent("UID:app-made@familyhub", "SUMMARY:Tók") },
      // A phone's change of an app event, its own app UID written back.
      { id: "own-app-uid", createdAt: at(32), davSource: vevent("UID:own-app-uid@familyhub", "SUMMARY:Eigið") },
      // A later holder whose UID line is folded cannot be rewritten as it stands: its text goes.
      { id: "dup-folded", createdAt: at(40), davSource: TEXTS.folded ?? "" },
    ]);
    for (const query of MIGRATION.queries) await env.DB_00!.prepare(query).run();
  });

  it("fills each phone event's UID as ical.js reads it from the stored text", async () => {
    for (const [name, text] of Object.entries(TEXTS)) {
      const row = await rowOf(`text-${name}`);
      expect(row?.davUid, name).toBe(uidOfIcs(text));
      expect(row?.davSource, name).toBe(text);
    }
    expect((await rowOf("text-escaped"))?.davUid).toBe("kór,søgn;\\2026");
    expect((await rowOf("text-alarmFirstInText"))?.davUid).toBe("event-uid");
  });

  it("keeps a shared UID on the earliest event and gives each later one its own app UID, in its text too", async () => {
    expect((await rowOf("dup-b"))?.davUid).toBe("twice@example.com");
    for (const id of ["dup-a", "dup-c"]) {
      const row = await rowOf(id);
      expect(row?.davUid).toBeNull();
      expect(uidOfIcs(row?.davSource ?? "")).toBe(`${id}@familyhub`);
      expect(row?.davSource).not.toContain("twice@example.com");
    }
    expect((await rowOf("dup-a"))?.davSource).toContain("RECURRENCE-ID");
  });

  it("keeps an app event's UID its own: a phone event that took it gets its own", async () => {
    expect((await rowOf("app-made"))?.davUid).toBeNull();
    const took = await rowOf("took-app-uid");
    expect(took?.davUid).toBeNull();
    expect(uidOfIcs(took?.davSource ?? "")).toBe("took-app-uid@familyhub");
    expect((await rowOf("own-app-uid"))?.davUid).toBeNull();
  });

  it("drops a later holder's text it cannot rewrite, and keeps the event", async () => {
    const row = await rowOf("dup-folded");
    expect(row).toMatchObject({ title: "Tiltak", davUid: null, davSource: null });
  });

  it("leaves the unique index in place: a second event with a stored UID is refused", async () => {
    const again = env
      .DB_00!.prepare(
        "INSERT INTO events (id, family_id, title, start_time, end_time, created_at, dav_uid) VALUES ('again', ?1, 'A', 'x', 'y', 'z', 'twice@example.com')",
      )
      .bind(familyId)
      .run();
    await expect(again).rejects.toThrow(/UNIQUE constraint failed: events.family_id, events.dav_uid/);
  });
});
