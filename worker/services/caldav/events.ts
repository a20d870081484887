import { and, asc, eq, gt, isNull, lt, not, or, type SQL, sql } from "drizzle-orm";
import { events, families } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { idOfAppUid } from "@worker/lib/event-uid";
import { notFound } from "@worker/lib/http-error";
import { davStateOf } from "./state";
import { eventColumns, toEvent, visibleTo } from "@worker/services/calendar/event-rows";

/** A CalDAV resource's name: the phone's own, or `<id>.ics` (docs/features/caldav.md). */
const davNameSql = sql<string>`coalesce(${events.davName}, ${events.id} || '.ics')`;

/**
 * The family's events as the CalDAV calendar reads them for one member (worker/caldav/calendar-kind.ts),
 * with the family's zone: all they may see, some by resource name (one bound JSON list, however
 * many), or those that may overlap a range — starting before its end and not over before its start
 * (`ends_at`); the kind checks each occurrence. Another member's private events are not there.
 */
export async function davEventsRead(db: Db, familyId: string, viewerId: string, want: { names?: readonly string[]; range?: { start?: string; end?: string } }) {
  const conditions = [eq(events.familyId, familyId), visibleTo(viewerId)];
  if (want.names) conditions.push(sql`${davNameSql} IN (SELECT value FROM json_each(${JSON.stringify(want.names)}))`);
  if (want.range?.end) conditions.push(lt(events.startTime, want.range.end));
  if (want.range?.start) conditions.push(or(isNull(events.endsAt), gt(events.endsAt, want.range.start)) as SQL);
  const [zone, rows] = await db.batch([
    db.select({ timeZone: families.timeZone }).from(families).where(eq(families.id, familyId)),
    db
      .select({ ...eventColumns, name: davNameSql, davSource: events.davSource, createdAt: events.createdAt, state: davStateOf(events) })
      .from(events)
      .where(and(...conditions))
      .orderBy(asc(events.startTime), asc(events.id)),
  ]);
  return {
    timeZone: zone[0]?.timeZone ?? null,
    events: rows.map(({ name, davSource, createdAt, state, ...row }) => ({ name, davSource, createdAt, state, ...toEvent(row) })),
  };
}

/** The id of the family's event behind a CalDAV resource name (404 when there is none the member may see). */
export async function eventIdOfDavName(db: Db, familyId: string, viewerId: string, name: string): Promise<string> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.familyId, familyId), visibleTo(viewerId), sql`${davNameSql} = ${name}`));
  if (!row) throw notFound();
  return row.id;
}

/** Who holds a UID or a resource name in the calendar, for a PUT's conflicts (worker/caldav/event-uid.ts). */
export interface DavHolders {
  /** The event with the UID: its resource name, and whether the member may see it. */
  uid: { name: string; seen: boolean } | null;
  /** The name is held by an event the member may not see (another's private one). */
  nameHidden: boolean;
}

/**
 * The family's event with the CalDAV UID `uid` — a phone's (`dav_uid`, unique per family), or the
 * app's `<id>@familyhub` — and whether an event the member may not see holds the resource name
 * `name`, in one round trip.
 */
export async function davEventHolders(db: Db, familyId: string, viewerId: string, name: string, uid: string | null): Promise<DavHolders> {
  const appId = uid === null ? null : idOfAppUid(uid);
  const own = appId === null ? undefined : and(eq(events.id, appId), isNull(events.davUid));
  const byUid = own ? or(eq(events.davUid, uid ?? ""), own) : eq(events.davUid, uid ?? "");
  const seen = sql<0 | 1>`${visibleTo(viewerId)}`;
  const [withUid, named] = await db.batch([
    db
      .select({ name: davNameSql, seen })
      .from(events)
      .where(and(eq(events.familyId, familyId), uid === null ? sql`0` : byUid))
      .limit(1),
    db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.familyId, familyId), not(visibleTo(viewerId)), sql`${davNameSql} = ${name}`))
      .limit(1),
  ]);
  const [holder] = withUid;
  return { uid: holder ? { name: holder.name, seen: Number(holder.seen) === 1 } : null, nameHidden: named.length > 0 };
}
