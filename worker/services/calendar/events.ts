import { and, asc, desc, eq, gte, isNull, lt, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { QueryBuilder } from "drizzle-orm/sqlite-core";
import * as v from "valibot";
import { HISTORY_PAGE } from "@contract/limits";
import { taskMessages as t } from "@contract/task-messages";
import { pageOf } from "@contract/paging";
import type { CalendarEvent, CreateEventBody, CreateEventInput, EventsList, FinishedEventsPage, RecurrenceRule } from "@contract/schemas/events";
import { eventEndsAt } from "@worker/lib/event-recurrence";
import { events } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { defineFamilyRead, type FamilyParam } from "@worker/lib/family-read";
import { clientIdGuard, insertUnlessUsed, whyNotStored } from "@worker/lib/client-ids";
import { eventFields } from "@worker/lib/event-fields";
import { appUidOf } from "@worker/lib/event-uid";
import { HttpError, notFound } from "@worker/lib/http-error";
import { BEFORE_EXAMPLE, beforeCursor, beforeParams } from "@worker/lib/history-page";
import { aliased, preparedSelect } from "@worker/lib/prepared-select";
import { iso } from "@worker/lib/time";
import { isUniqueViolation } from "@worker/lib/unique-violation";
import { createdOrReplayed, type Outcome, outcome, tell } from "@worker/services/effects";
import { deleteDavGuarded, sameDavState, staleOr } from "@worker/services/caldav/state";
import { DavUidTaken } from "@worker/services/caldav/uid-taken";
import { allImportedSelect, importedEvents, openImportedSelect, subscriptionMarksSelect } from "@worker/services/outside-calendars/imported-events";

/**
 * daysOfWeek is stored as text: the weekday numbers (0 = Sunday … 6 = Saturday) sorted and joined
 * by commas ("2,4"), or NULL; the wire carries them as an array of numbers.
 */
const storeDaysOfWeek = (days: readonly number[] | null): string | null => (days && days.length > 0 ? days.join(",") : null);
export const readDaysOfWeek = (stored: string | null): number[] | null => (stored ? stored.split(",").map(Number) : null);

export const eventColumns = {
  id: events.id,
  familyId: events.familyId,
  createdBy: events.createdBy,
  title: events.title,
  description: events.description,
  startTime: events.startTime,
  endTime: events.endTime,
  location: events.location,
  recurrence: events.recurrence,
  recurrenceEnds: events.recurrenceEnds,
  daysOfWeek: events.daysOfWeek,
  recurrenceRule: events.recurrenceRule,
};

type EventRow = Omit<CalendarEvent, "daysOfWeek" | "recurrenceRule"> & { daysOfWeek: string | null; recurrenceRule: RecurrenceRule | null };
/** The answer; `recurrenceRule` only on an event that has one (docs/api.md). */
export const toEvent = ({ recurrenceRule, ...row }: EventRow): CalendarEvent => ({
  ...row,
  daysOfWeek: readDaysOfWeek(row.daysOfWeek),
  ...(recurrenceRule ? { recurrenceRule } : {}),
});

type StoredEvent = EventRow & { endsAt: string | null };
const storedColumns = { ...eventColumns, endsAt: events.endsAt };
const toAnswer = ({ endsAt: _cursorOnly, ...row }: StoredEvent): CalendarEvent => toEvent(row);

/** Every event of the family by start, for the calendar feed, which sends past events too (docs/features/calendar.md "Calendar feed"). */
const allEventsSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(aliased(eventColumns))
    .from(events)
    .where(eq(events.familyId, param("familyId")))
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
const endlessSelect = preparedSelect((qb, param: FamilyParam<"openFrom">) =>
  qb
    .select(aliased(storedColumns))
    .from(events)
    .where(and(eq(events.familyId, param("familyId")), isNull(events.endsAt)))
    .orderBy(asc(events.id)),
);
const endingSelect = preparedSelect((qb, param: FamilyParam<"openFrom">) =>
  qb
    .select(aliased(storedColumns))
    .from(events)
    .where(and(eq(events.familyId, param("familyId")), gte(events.endsAt, param("openFrom"))))
    .orderBy(asc(events.endsAt), asc(events.id)),
);

/** Finished events, latest end first (ties by id), from `after` when given, one row past a page. */
const finishedSelect = (qb: QueryBuilder, familyId: Placeholder, where: SQL) =>
  qb
    .select(aliased(storedColumns))
    .from(events)
    .where(and(eq(events.familyId, familyId), where))
    .orderBy(desc(events.endsAt), desc(events.id))
    .limit(HISTORY_PAGE + 1);

const firstFinishedSelect = preparedSelect((qb, param: FamilyParam<"openFrom">) => finishedSelect(qb, param("familyId"), lt(events.endsAt, param("openFrom"))));
const nextFinishedSelect = preparedSelect((qb, param: FamilyParam<"beforeAt" | "beforeId">) =>
  finishedSelect(qb, param("familyId"), beforeCursor(events.endsAt, events.id, param)),
);
/** Counted off events_family_ends, for 'Liðug tiltøk (N)'. */
const finishedCountSelect = preparedSelect((qb, param: FamilyParam<"openFrom">) =>
  qb
    .select(aliased({ count: sql<number>`count(*)` }))
    .from(events)
    .where(and(eq(events.familyId, param("familyId")), lt(events.endsAt, param("openFrom")))),
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

/** What a CalDAV write keeps beside the app's fields (docs/features/caldav.md "The calendar (VEVENT)"). */
export interface KeptFromPhone {
  /** The phone's rule when the app's fields cannot hold it; null: none (the fields say it all). */
  recurrenceRule?: RecurrenceRule | null;
  /** The phone's whole VCALENDAR, written back with the app's changes over it. */
  davSource?: string | null;
  /** The resource name the phone chose when creating (a create only). */
  davName?: string | null;
  /** The UID of the phone's text; null: none, or the event's own app UID (worker/lib/event-uid.ts). */
  davUid?: string | null;
}

/** The `dav_uid` an event stores: none where the phone's UID is the event's own app UID. */
const storedUid = (id: string, uid: string | null) => (uid === appUidOf(id) ? null : uid);

/**
 * Creates an event under the phone's client id when it sends one (docs/features/offline.md): a
 * replay answers the stored event with 200 and tells nobody, one deleted since 404, another
 * family's id 409.
 */
export async function createEvent(
  db: Db,
  family: { familyId: string; timeZone: string },
  createdBy: string,
  input: Omit<CreateEventBody, "familyId" | "createdBy">,
  kept: KeptFromPhone = {},
): Promise<Outcome<CalendarEvent>> {
  const { familyId, timeZone } = family;
  const id = input.id ?? newId();
  const guard = clientIdGuard(db, familyId, id, events);
  const row = {
    id,
    familyId,
    createdBy,
    title: input.title,
    description: input.description,
    startTime: input.startTime,
    endTime: input.endTime,
    location: input.location,
    recurrence: input.recurrence,
    recurrenceEnds: input.recurrenceEnds,
    daysOfWeek: storeDaysOfWeek(input.daysOfWeek),
    recurrenceRule: kept.recurrenceRule ?? null,
    davName: kept.davName ?? null,
    davSource: kept.davSource ?? null,
    davUid: storedUid(id, kept.davUid ?? null),
    endsAt: eventEndsAt({ ...input, recurrenceRule: kept.recurrenceRule }, timeZone),
    createdAt: iso(Date.now()),
  };
  const [inserted, , [stored], [holder], [uidHolder]] = await db.batch([
    insertUnlessUsed(db, events, familyId, row, guard.unused).returning({ id: events.id }),
    guard.remember,
    db.select(eventColumns).from(events).where(eq(events.id, id)),
    guard.holder,
    // The insert does nothing on any conflict: this tells a UID another event stored first.
    db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.familyId, familyId), eq(events.davUid, row.davUid ?? ""))),
  ]);
  if (!stored && uidHolder) throw new DavUidTaken();
  if (!stored) throw whyNotStored(holder, familyId, notFound());
  if (stored.familyId !== familyId) throw new HttpError("conflict", t.clientIdTaken);
  return createdOrReplayed(toEvent(stored), inserted.length > 0, familyId, "events_updated");
}

export async function renameEvent(db: Db, familyId: string, eventId: string, title: string): Promise<Outcome<CalendarEvent>> {
  const [row] = await db
    .update(events)
    .set({ title })
    .where(and(eq(events.id, eventId), eq(events.familyId, familyId)))
    .returning(eventColumns);
  if (!row) throw notFound();
  return outcome(200, toEvent(row), tell(familyId, "events_updated"));
}

/** `expected`: a CalDAV delete's If-Match, checked in the DELETE itself (services/caldav/state.ts). */
export async function deleteEvent(db: Db, familyId: string, eventId: string, expected?: string): Promise<Outcome<undefined>> {
  await deleteDavGuarded(db, events, familyId, eventId, expected);
  return outcome(204, undefined, tell(familyId, "events_updated"));
}

/** The repeat of a stored event, as far as its rule depends on it. */
const repeatOf = (event: Pick<CreateEventBody, "startTime" | "recurrence" | "recurrenceEnds"> & { daysOfWeek: string | null }) =>
  JSON.stringify([event.startTime, event.recurrence, event.recurrenceEnds, event.daysOfWeek]);

/**
 * Replaces every field of an event (a phone's whole VEVENT over CalDAV), checked as a new one is,
 * with `ends_at` computed afresh. A phone's rule is what `kept` says; without it (a change from the
 * app) the stored rule stays only while the start and the repeat fields are as they were, since
 * the app's fields then no longer approximate it. `expected`: a CalDAV write's If-Match, checked in
 * the UPDATE itself (services/caldav/state.ts).
 */
export async function updateEvent(
  db: Db,
  family: { familyId: string; timeZone: string },
  eventId: string,
  input: Omit<CreateEventInput, "id" | "familyId" | "createdBy">,
  kept?: KeptFromPhone,
  expected?: string,
): Promise<Outcome<CalendarEvent>> {
  const { familyId, timeZone } = family;
  const fields = eventFields(input);
  const scope = and(eq(events.id, eventId), eq(events.familyId, familyId));
  const [stored] = await db.select(eventColumns).from(events).where(scope);
  if (!stored) throw staleOr(expected, notFound);
  const daysOfWeek = storeDaysOfWeek(fields.daysOfWeek);
  const recurrenceRule = kept ? (kept.recurrenceRule ?? null) : repeatOf({ ...fields, daysOfWeek }) === repeatOf(stored) ? stored.recurrenceRule : null;
  const [row] = await db
    .update(events)
    .set({
      title: fields.title,
      description: fields.description,
      startTime: fields.startTime,
      endTime: fields.endTime,
      location: fields.location,
      recurrence: fields.recurrence,
      recurrenceEnds: fields.recurrenceEnds,
      daysOfWeek,
      recurrenceRule,
      ...(kept?.davSource !== undefined ? { davSource: kept.davSource } : {}),
      ...(kept?.davUid !== undefined ? { davUid: storedUid(eventId, kept.davUid) } : {}),
      endsAt: eventEndsAt({ ...fields, recurrenceRule }, timeZone),
    })
    .where(and(scope, sameDavState(events, expected)))
    .returning(eventColumns)
    .catch((error: unknown) => {
      throw isUniqueViolation(error, "events.dav_uid") ? new DavUidTaken() : error;
    });
  if (!row) throw staleOr(expected, notFound);
  return outcome(200, toEvent(row), tell(familyId, "events_updated"));
}
