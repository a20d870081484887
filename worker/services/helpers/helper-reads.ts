import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { HELPER_CALENDAR_DAYS } from "@contract/helper-limits";
import type { ChildCard, HelperEvent, HelperMe } from "@contract/schemas/helpers";
import type { CalendarEvent } from "@contract/schemas/events";
import type { DinnerMeal } from "@contract/schemas/meals";
import type { Reminder } from "@contract/schemas/reminders";
import type { ShoppingItem } from "@contract/schemas/shopping";
import { occurrencesBetween } from "@contract/time/recurrence";
import { familyDate } from "@contract/time/zone";
import { startOfFamilyToday } from "@contract/time/zoned";
import { childLinks, events, familyMembers } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { familyReadAnswer, familyReadStatements } from "@worker/lib/family-read";
import { iso } from "@worker/lib/time";
import { feedEventsRead } from "@worker/services/calendar/event-reads";
import { eventColumns, familyWide, toEvent } from "@worker/services/calendar/event-rows";
import { plannedMealsRead } from "@worker/services/meals/meals";
import { shoppingListsRead } from "@worker/services/shopping/lists";
import { openRemindersOf } from "@worker/services/tasks/reminders";
import { childCardsOf } from "./cards";
import type { HelperCaller } from "./devices";

/**
 * What a helper's page reads (docs/features/helpers.md "Powers"), each scoped by the link's family
 * in SQL and narrowed to what the link allows: the route's declared power was checked before.
 */

const DAY_MS = 86_400_000;

/** The helper, the family and the link's powers; the chosen children by name (all the family's members without an account when it names none). */
export async function helperMe(db: Db, helper: HelperCaller): Promise<HelperMe> {
  const children = await db
    .select({ id: familyMembers.id, name: familyMembers.name })
    .from(familyMembers)
    .where(
      and(
        eq(familyMembers.familyId, helper.familyId),
        sql`${familyMembers.userId} IS NULL`,
        sql`${familyMembers.id} <> ${helper.memberId}`,
        helper.children ? inArray(familyMembers.id, [...helper.children]) : undefined,
      ),
    )
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
  const { name, familyName, timeZone, state, powers, endsAt } = helper;
  return { name, familyName, timeZone, state, powers: [...powers], children, endsAt };
}

/**
 * The events a link shows: the family's (never a private one) and its outside calendars'; for a
 * link to some children, only the events about them (docs/features/calendar.md "For whom") and
 * those shared through their links to their other homes.
 */
export async function eventsOfLink(db: Db, helper: Pick<HelperCaller, "familyId" | "children">): Promise<CalendarEvent[]> {
  if (!helper.children) return familyReadAnswer(feedEventsRead, await db.$client.batch(familyReadStatements(db.$client, feedEventsRead, helper.familyId)));
  const rows = await db
    .select(eventColumns)
    .from(events)
    .where(
      and(
        eq(events.familyId, helper.familyId),
        familyWide,
        or(
          sql`EXISTS (SELECT 1 FROM json_each(${events.forMembers}) AS named WHERE named.value IN (SELECT value FROM json_each(${JSON.stringify(helper.children)})))`,
          and(
            eq(events.visibility, "shared"),
            inArray(
              events.sharedLinkId,
              db
                .select({ id: childLinks.id })
                .from(childLinks)
                .where(and(eq(childLinks.familyId, helper.familyId), inArray(childLinks.memberId, [...helper.children]))),
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(events.startTime), asc(events.id));
  return rows.map(toEvent);
}

/** The occurrences from the start of today, HELPER_CALENDAR_DAYS ahead, by start: title, times and place only. */
export async function helperEvents(db: Db, helper: HelperCaller, now = Date.now()): Promise<HelperEvent[]> {
  const from = Date.parse(startOfFamilyToday(now, helper.timeZone));
  const to = from + HELPER_CALENDAR_DAYS * DAY_MS;
  return (await eventsOfLink(db, helper))
    .flatMap((event) =>
      occurrencesBetween(event, from, to, helper.timeZone).map((occurrence) => ({
        eventId: event.id,
        title: event.title,
        startTime: iso(occurrence.start),
        endTime: iso(occurrence.end),
        location: event.location,
      })),
    )
    .sort((a, b) => (a.startTime === b.startTime ? (a.eventId < b.eventId ? -1 : 1) : a.startTime < b.startTime ? -1 : 1));
}

/** The open tasks assigned to the helper, in the tasks read's order. */
export function helperTasks(db: Db, helper: HelperCaller): Promise<Reminder[]> {
  return openRemindersOf(db, helper.familyId, helper.memberId);
}

/** The family's shopping list's items, open and ticked, in the list's order. */
export async function helperShopping(db: Db, helper: HelperCaller): Promise<ShoppingItem[]> {
  const lists = familyReadAnswer(shoppingListsRead, await db.$client.batch(familyReadStatements(db.$client, shoppingListsRead, helper.familyId)));
  return lists[0]?.items ?? [];
}

/** Today's dinner on the family's clock, if one is planned. */
export async function helperDinner(db: Db, helper: HelperCaller, now = Date.now()): Promise<{ meal: DinnerMeal | null }> {
  const planned = familyReadAnswer(plannedMealsRead, await db.$client.batch(familyReadStatements(db.$client, plannedMealsRead, helper.familyId)));
  const today = familyDate(now, helper.timeZone);
  return { meal: planned.find((meal) => familyDate(meal.scheduledDate, helper.timeZone) === today) ?? null };
}

/** The cards of the children the link shows. */
export function helperCards(db: Db, helper: HelperCaller): Promise<ChildCard[]> {
  return childCardsOf(db, helper.familyId, helper.children);
}
