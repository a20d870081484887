import ICAL from "ical.js";
import { sql } from "drizzle-orm";
import type { Db } from "../env";
import { rawStatement } from "../lib/batch";
import { icsText, utcStamp, vtimezone } from "../lib/ics";
import { importedComponents } from "../lib/ics-event";
import type { DavCollectionInfo, DavCollectionKind, DavObject, DavRange } from "./collection";
import { davObject } from "./etag";

/**
 * The family's outside calendars as read-only CalDAV collections (docs/features/caldav.md "Outside
 * calendars (read-only)"): one per subscription that is not paused, slug `outside-<subscriptionId>`,
 * its name and colour; each imported occurrence one resource `<occurrence id>.ics`, a plain VEVENT
 * written as the family's iCal feed writes it (worker/lib/ics-event.ts importedComponents). PUT and
 * DELETE are 403: the publisher's feed is the only writer. The change log is kept by the generated
 * triggers on subscription_events (worker/db/dav-tables.ts).
 */
const PREFIX = "outside-";
const PRODID = "-//FamilyHub//Outside calendar//FO";

interface OccurrenceRow {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  startTime: string;
  endTime: string;
  allDay: number;
  name: string;
  createdAt: string;
  timeZone: string;
}

const idOf = (name: string) => (name.endsWith(".ics") ? name.slice(0, -4) : null);

function occurrenceRows(db: Db, familyId: string, subscriptionId: string, ids: readonly string[] | null): Promise<OccurrenceRow[]> {
  // The names as one JSON text: one bound value however many a multiget asks for.
  const only = ids === null ? sql`` : sql`AND e.id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
  return rawStatement(
    db,
    sql`SELECT e.id AS id, e.title AS title, e.description AS description, e.location AS location, e.start_time AS startTime,
               e.end_time AS endTime, e.all_day AS allDay, s.name AS name, s.created_at AS createdAt, f.time_zone AS timeZone
        FROM subscription_events e
        JOIN calendar_subscriptions s ON s.id = e.subscription_id AND s.family_id = e.family_id AND s.paused = 0
        JOIN families f ON f.id = e.family_id
        WHERE e.family_id = ${familyId} AND e.subscription_id = ${subscriptionId} ${only}
        ORDER BY e.start_time, e.id`,
  )
    .all<OccurrenceRow>()
    .then((answer) => answer.results);
}

function rowsWanted(db: Db, familyId: string, subscriptionId: string, names: readonly string[] | undefined): Promise<OccurrenceRow[]> {
  return occurrenceRows(db, familyId, subscriptionId, names ? names.map(idOf).filter((id): id is string => id !== null) : null);
}

/**
 * The occurrence's VCALENDAR: the feed's VEVENT lines (UID `imported-<id>@familyhub`, unique per
 * occurrence; timed on the family's clock with its VTIMEZONE, all-day as DATEs), read and written
 * by ical.js. DTSTAMP is the subscription's creation, so the text, and the ETag, change only with
 * the occurrence.
 */
function occurrenceIcs(row: OccurrenceRow): string {
  const event = {
    title: row.title,
    description: row.description,
    location: row.location,
    startTime: row.startTime,
    endTime: row.endTime,
    ...(row.allDay === 1 ? { allDay: true as const } : {}),
    subscription: { name: row.name },
  };
  const year = new Date(row.startTime).getUTCFullYear();
  const zone = row.allDay === 1 ? [] : vtimezone(row.timeZone, year - 1, year + 1);
  const stamp = utcStamp(Date.parse(row.createdAt));
  const vevent = importedComponents(event, row.timeZone, `imported-${row.id}@familyhub`, stamp);
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${PRODID}`, ...zone, ...vevent, "END:VCALENDAR"];
  return ICAL.Component.fromString(icsText(lines)).toString();
}

/** RFC 4791 9.9 for a VEVENT with DTEND: it starts before the range ends and ends after it starts. */
const overlaps = (row: OccurrenceRow, range: DavRange) =>
  (range.end === undefined || Date.parse(row.startTime) < Date.parse(range.end)) &&
  (range.start === undefined || Date.parse(row.endTime) > Date.parse(range.start));

interface SubscriptionRow {
  id: string;
  name: string;
  color: string;
}

export const outsideCalendars: DavCollectionKind = {
  owns: (slug) => slug.startsWith(PREFIX),

  collections: (db, familyId) => ({
    statement: rawStatement(
      db,
      sql`SELECT id AS id, name AS name, color AS color FROM calendar_subscriptions
          WHERE family_id = ${familyId} AND paused = 0 ORDER BY created_at, id`,
    ),
    read: (rows): DavCollectionInfo[] =>
      (rows as unknown as SubscriptionRow[]).map((row) => ({
        slug: `${PREFIX}${row.id}`,
        displayName: row.name,
        color: row.color.toUpperCase(),
        component: "VEVENT",
        readOnly: true,
      })),
  }),

  async read(db, familyId, slug, want): Promise<DavObject[]> {
    const rows = await rowsWanted(db, familyId, slug.slice(PREFIX.length), want.names);
    const range = want.range;
    return rows.filter((row) => !range || overlaps(row, range)).map((row) => davObject(`${row.id}.ics`, occurrenceIcs(row)));
  },
};
