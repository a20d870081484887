import { and, asc, eq } from "drizzle-orm";
import { taskMessages as t } from "@contract/task-messages";
import type { CalendarEvent, CreateEventBody } from "@contract/schemas/events";
import { events } from "../db/schema";
import type { Db } from "../env";
import { newId } from "../lib/crypto";
import { defineFamilyRead, type FamilyParam } from "../lib/family-read";
import { clientIdGuard, insertUnlessUsed, whyNotStored } from "../lib/client-ids";
import { HttpError, notFound } from "../lib/http-error";
import { aliased, preparedSelect } from "../lib/prepared-select";
import { iso } from "../lib/time";

/**
 * daysOfWeek is stored as text: the weekday numbers (0 = Sunday … 6 = Saturday) sorted and joined
 * by commas ("2,4"), or NULL; the wire carries them as an array of numbers.
 */
const storeDaysOfWeek = (days: readonly number[] | null): string | null => (days && days.length > 0 ? days.join(",") : null);
export const readDaysOfWeek = (stored: string | null): number[] | null => (stored ? stored.split(",").map(Number) : null);

const eventColumns = {
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
};

type EventRow = Omit<CalendarEvent, "daysOfWeek"> & { daysOfWeek: string | null };
const toEvent = (row: EventRow): CalendarEvent => ({ ...row, daysOfWeek: readDaysOfWeek(row.daysOfWeek) });

const eventsSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(aliased(eventColumns))
    .from(events)
    .where(eq(events.familyId, param("familyId")))
    .orderBy(asc(events.startTime), asc(events.id)),
);

/** Every event of the family by start; which are upcoming or finished is decided on the family's clock by the reader (contract/time/recurrence.ts). */
export const eventsRead = defineFamilyRead({
  selects: [eventsSelect] as const,
  answer: ([rows]): CalendarEvent[] => rows.map(toEvent),
});

/**
 * Creates an event under the phone's client id when it sends one (docs/features/offline.md): a
 * replay answers the stored event (`created` false), one deleted since 404, another family's id 409.
 */
export async function createEvent(db: Db, familyId: string, createdBy: string, input: Omit<CreateEventBody, "familyId" | "createdBy">) {
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
    createdAt: iso(Date.now()),
  };
  const [inserted, , [stored], [holder]] = await db.batch([
    insertUnlessUsed(db, events, familyId, row, guard.unused).returning({ id: events.id }),
    guard.remember,
    db.select(eventColumns).from(events).where(eq(events.id, id)),
    guard.holder,
  ]);
  if (!stored) throw whyNotStored(holder, familyId, notFound());
  if (stored.familyId !== familyId) throw new HttpError("conflict", t.clientIdTaken);
  return { event: toEvent(stored), created: inserted.length > 0 };
}

export async function renameEvent(db: Db, familyId: string, eventId: string, title: string): Promise<CalendarEvent> {
  const [row] = await db
    .update(events)
    .set({ title })
    .where(and(eq(events.id, eventId), eq(events.familyId, familyId)))
    .returning(eventColumns);
  if (!row) throw notFound();
  return toEvent(row);
}

export async function deleteEvent(db: Db, familyId: string, eventId: string): Promise<void> {
  const deleted = await db
    .delete(events)
    .where(and(eq(events.id, eventId), eq(events.familyId, familyId)))
    .returning({ id: events.id });
  if (deleted.length === 0) throw notFound();
}
