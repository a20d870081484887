import { and, eq, gte, isNull, lt, or, type SQL } from "drizzle-orm";
import { events } from "@worker/db/schema";
import { familyWide } from "@worker/services/calendar/event-rows";

/**
 * The family's events that may occur between two instants, as the wall reads them: never a private
 * one (the screen is the whole kitchen's), started before the end and not over before the start.
 */
export const wallEventsBetween = (familyId: string, from: number, to: number): SQL =>
  and(
    eq(events.familyId, familyId),
    familyWide,
    lt(events.startTime, new Date(to).toISOString()),
    or(isNull(events.endsAt), gte(events.endsAt, new Date(from).toISOString())),
  ) as SQL;
