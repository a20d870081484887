import { and, asc, eq, gt, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { events, families } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { idOfAppUid } from "@worker/lib/event-uid";
import { notFound } from "@worker/lib/http-error";
import { davStateOf } from "./state";
import { eventColumns, toEvent } from "@worker/services/calendar/events";

/** A CalDAV resource's name: the phone's own, or `<id>.ics` (docs/features/caldav.md). */
const davNameSql = sql<string>`coalesce(${events.davName}, ${events.id} || '.ics')`;

/**
 * The family's events as the CalDAV calendar reads them (worker/caldav/calendar-kind.ts), with the
 * family's zone: all, some by resource name (one bound JSON list, however many), or those that
 * may overlap a range — starting before its end and not over before its start (`ends_at`); the
 * kind checks each occurrence.
 */
export async function davEventsRead(db: Db, familyId: string, want: { names?: readonly string[]; range?: { start?: string; end?: string } }) {
  const conditions = [eq(events.familyId, familyId)];
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

/** The id of the family's event behind a CalDAV resource name (404 when there is none). */
export async function eventIdOfDavName(db: Db, familyId: string, name: string): Promise<string> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.familyId, familyId), sql`${davNameSql} = ${name}`));
  if (!row) throw notFound();
  return row.id;
}

/**
 * The resource name of the family's event with the CalDAV UID `uid`, for the calendar's
 * no-uid-conflict check: a phone's (`dav_uid`, unique per family), or the app's `<id>@familyhub`.
 */
export async function davEventNameWithUid(db: Db, familyId: string, uid: string): Promise<string | null> {
  const appId = idOfAppUid(uid);
  const own = appId === null ? undefined : and(eq(events.id, appId), isNull(events.davUid));
  const [row] = await db
    .select({ name: davNameSql })
    .from(events)
    .where(and(eq(events.familyId, familyId), own ? or(eq(events.davUid, uid), own) : eq(events.davUid, uid)))
    .limit(1);
  return row?.name ?? null;
}
