import { and, asc, eq } from "drizzle-orm";
import type { CalendarEvent, CreateEventBody } from "@contract/schemas/events";
import { events } from "../db/schema";
import type { Db } from "../env";
import { newId } from "../lib/crypto";
import { defineFamilyRead, type FamilyParam } from "../lib/family-read";
import { notFound } from "../lib/http-error";
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

export async function createEvent(db: Db, familyId: string, createdBy: string, input: CreateEventBody): Promise<CalendarEvent> {
  const [row] = await db
    .insert(events)
    .values({
      id: newId(),
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
    })
    .returning(eventColumns);
  return toEvent(row!);
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
