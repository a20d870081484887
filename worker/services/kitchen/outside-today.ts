import { and, asc, eq, gt, gte, lt, or } from "drizzle-orm";
import type { ScreenEvent } from "@contract/schemas/kitchen-screen";
import { calendarSubscriptions, subscriptionEvents } from "@worker/db/schema";
import type { Db } from "@worker/env";

/** A family day as instants (ms): from its first moment up to, not including, the next day's. */
export interface DayWindow {
  from: number;
  to: number;
}

/**
 * The family's outside calendars' occurrences that touch the day (docs/features/outside-calendars.md),
 * each marked with its calendar as the events read marks them; a paused calendar's are not shown.
 * Both tables are held to the family in the SQL, so another family's calendar cannot join in.
 */
export async function outsideEventsToday(db: Db, familyId: string, { from, to }: DayWindow): Promise<ScreenEvent[]> {
  const start = new Date(from).toISOString();
  const rows = await db
    .select({
      id: subscriptionEvents.id,
      title: subscriptionEvents.title,
      startTime: subscriptionEvents.startTime,
      endTime: subscriptionEvents.endTime,
      allDay: subscriptionEvents.allDay,
      subscription: { id: calendarSubscriptions.id, name: calendarSubscriptions.name, color: calendarSubscriptions.color },
    })
    .from(subscriptionEvents)
    .innerJoin(
      calendarSubscriptions,
      and(
        eq(calendarSubscriptions.id, subscriptionEvents.subscriptionId),
        eq(calendarSubscriptions.familyId, familyId),
        eq(calendarSubscriptions.paused, false),
      ),
    )
    .where(
      and(
        eq(subscriptionEvents.familyId, familyId),
        lt(subscriptionEvents.startTime, new Date(to).toISOString()),
        // Ends after the day began; an instant with no length counts when it falls in the day. Yesterday's
        // all-day occurrence ends at today's first moment and is not today's.
        or(gt(subscriptionEvents.endTime, start), gte(subscriptionEvents.startTime, start)),
      ),
    )
    .orderBy(asc(subscriptionEvents.startTime), asc(subscriptionEvents.id));
  return rows.map(({ allDay, ...row }) => (allDay ? { ...row, allDay: true } : row));
}
