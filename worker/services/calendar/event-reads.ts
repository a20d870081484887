import { and, asc, desc, eq, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { QueryBuilder } from "drizzle-orm/sqlite-core";
import * as v from "valibot";
import { HISTORY_PAGE } from "@contract/limits";
import { pageOf } from "@contract/paging";
import type { CalendarEvent, EventsList, FinishedEventsPage } from "@contract/schemas/events";
import { events } from "@worker/db/schema";
import { defineFamilyRead, type FamilyParam } from "@worker/lib/family-read";
import { BEFORE_EXAMPLE, beforeCursor, beforeParams } from "@worker/lib/history-page";
import { aliased, preparedSelect } from "@worker/lib/prepared-select";
import { iso } from "@worker/lib/time";
import { allImportedSelect, importedEvents, openImportedSelect, subscriptionMarksSelect } from "@worker/services/outside-calendars/imported-events";
import { eventColumns, type EventRow, familyWide, toEvent, visibleTo } from "./event-rows";

/**
 * The family's event reads. The calendar's are a member's (`viewerId`, the reader: another
 * member's private events are left out, and the ETag is the reader's own); the feed's is the whole
 * family's and never holds a private event (docs/features/calendar.md "Who sees an event").
 */

type StoredEvent = EventRow & { endsAt: string | null };
const storedColumns = { ...eventColumns, endsAt: events.endsAt };
const toAnswer = ({ endsAt: _cursorOnly, ...row }: StoredEvent): CalendarEvent => toEvent(row);

/** Every event of the family by start, for the calendar feed, which sends past events too (docs/features/calendar.md "Calendar feed"). */
const allEventsSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(aliased(eventColumns))
    .from(events)
    .where(and(eq(events.familyId, param("familyId")), familyWide))
    .orderBy(asc(events.startTime), asc(events.id)),
);

/** The family's own events, then the occurrences of its outside calendars (not paused), each by start. */
export const feedEventsRead = defineFamilyRead({
  selects: [allEventsSelect, allImportedSelect, subscriptionMarksSelect] as const,
  answer: ([rows, imported, marks]): CalendarEvent[] => [...rows.map(toEvent), ...importedEvents(imported, marks)],
});

/**
 * How long a finished event stays with the open ones: anything that ended after the start of the
 * UTC day before yesterday. The phone files open events as upcoming or finished on the family's
 * clock (an event that ended today stays upcoming until midnight there), so the server's cut lies
 * well before the start of the family's today in any zone, with a day to spare for a phone clock
 * that is behind. It moves once a day, and the ETag names it (a read parameter).
 */
const OPEN_MARGIN_DAYS = 2;
const DAY_MS = 86_400_000;
export const openFrom = (now: number): string => iso(Math.floor(now / DAY_MS) * DAY_MS - OPEN_MARGIN_DAYS * DAY_MS);

/** The main read takes no query: its one parameter is the cut of the moment, bound as a placeholder. */
const openFromParams = v.pipe(
  v.object({}),
  v.transform(() => ({ openFrom: openFrom(Date.now()) })),
);

/** Recurring without end: never finished. A recurring row from before migration 0028 also has NULL until it is written again. */
const endlessSelect = preparedSelect((qb, param: FamilyParam<"openFrom" | "viewerId">) =>
  qb
    .select(aliased(storedColumns))
    .from(events)
    .where(and(eq(events.familyId, param("familyId")), isNull(events.endsAt), visibleTo(param("viewerId"))))
    .orderBy(asc(events.id)),
);
const endingSelect = preparedSelect((qb, param: FamilyParam<"openFrom" | "viewerId">) =>
  qb
    .select(aliased(storedColumns))
    .from(events)
    .where(and(eq(events.familyId, param("familyId")), gte(events.endsAt, param("openFrom")), visibleTo(param("viewerId"))))
    .orderBy(asc(events.endsAt), asc(events.id)),
);

/** Finished events, latest end first (ties by id), from `after` when given, one row past a page. */
const finishedSelect = (qb: QueryBuilder, param: FamilyParam<"viewerId">, where: SQL) =>
  qb
    .select(aliased(storedColumns))
    .from(events)
    .where(and(eq(events.familyId, param("familyId")), where, visibleTo(param("viewerId"))))
    .orderBy(desc(events.endsAt), desc(events.id))
    .limit(HISTORY_PAGE + 1);

const firstFinishedSelect = preparedSelect((qb, param: FamilyParam<"openFrom" | "viewerId">) =>
  finishedSelect(qb, param, lt(events.endsAt, param("openFrom"))),
);
const nextFinishedSelect = preparedSelect((qb, param: FamilyParam<"beforeAt" | "beforeId" | "viewerId">) =>
  finishedSelect(qb, param, beforeCursor(events.endsAt, events.id, param)),
);
/** Counted off events_family_ends, for 'Liðug tiltøk (N)'. */
const finishedCountSelect = preparedSelect((qb, param: FamilyParam<"openFrom" | "viewerId">) =>
  qb
    .select(aliased({ count: sql<number>`count(*)` }))
    .from(events)
    .where(and(eq(events.familyId, param("familyId")), lt(events.endsAt, param("openFrom")), visibleTo(param("viewerId")))),
);

function finishedPage(rows: StoredEvent[]): FinishedEventsPage {
  const page = pageOf(rows, HISTORY_PAGE, (row) => ({ at: row.endsAt ?? "", id: row.id }));
  return { events: page.rows.map(toAnswer), nextBefore: page.nextBefore };
}

const byStartTime = (a: { startTime: string; id: string }, b: { startTime: string; id: string }) =>
  a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id);
const byStart: (a: StoredEvent, b: StoredEvent) => number = byStartTime;

/**
 * Every event not over yet (by start), then the first page of the finished ones (latest end
 * first), their count and the next page's cursor. Which open events are upcoming or already
 * finished is decided on the family's clock by the reader (contract/time/recurrence.ts).
 */
export const eventsRead = defineFamilyRead({
  params: openFromParams,
  example: { openFrom: "2026-05-01T00:00:00.000Z" },
  selects: [endlessSelect, endingSelect, firstFinishedSelect, finishedCountSelect, openImportedSelect, subscriptionMarksSelect] as const,
  answer: ([endless, ending, finished, [counted], imported, marks]): EventsList => {
    const page = finishedPage(finished);
    const own = [...endless, ...ending].sort(byStart).map(toAnswer);
    // Imported occurrences join the open events; the finished history is the family's own (docs/features/outside-calendars.md).
    const open = [...own, ...importedEvents(imported, marks)].sort(byStartTime);
    return { events: [...open, ...page.events], finishedCount: counted?.count ?? 0, nextBefore: page.nextBefore };
  },
});

/** `…/events/finished?before=`: the next page of finished events after the cursor's. */
export const finishedEventsRead = defineFamilyRead({
  params: beforeParams,
  example: BEFORE_EXAMPLE,
  selects: [nextFinishedSelect] as const,
  answer: ([rows]): FinishedEventsPage => finishedPage(rows),
});
