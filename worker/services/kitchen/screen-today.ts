import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { ScreenEvent, ScreenToday } from "@contract/schemas/kitchen-screen";
import { occurrencesBetween } from "@contract/time/recurrence";
import { addToClock, clockOfDate } from "@contract/time/wall-clock";
import { dateText, familyDate } from "@contract/time/zone";
import { startOfFamilyDay } from "@contract/time/zoned";
import { dinnerMeals, events, reminders, shoppingItems, shoppingLists } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { readDaysOfWeek } from "@worker/services/calendar/event-rows";
import { wallEventsBetween } from "./wall-events";
import { kitchenBoard } from "./board";
import { linkedChildrenQuery } from "@worker/services/two-homes/linked-children";
import { familyCountdowns } from "./countdowns";
import { custodyToday } from "./custody-away";
import { type DayWindow, outsideEventsToday } from "./outside-today";
import type { KitchenCaller } from "./screens";

/** The screen's day: the board, and beside it today's events, open tasks, tonight's dinner and the shopping list. */

const DAY_MS = 24 * 60 * 60 * 1000;
const OPEN_TASKS = 50;

/** Today on the family's clock, as instants: from its first moment to the next day's. */
function todayWindow(timeZone: string, date: string): DayWindow {
  return {
    from: Date.parse(startOfFamilyDay(date, timeZone)),
    to: Date.parse(startOfFamilyDay(dateText(addToClock(clockOfDate(date), "days", 1)), timeZone)),
  };
}

async function familyEventsToday(db: Db, familyId: string, timeZone: string, { from, to }: DayWindow): Promise<ScreenEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(wallEventsBetween(familyId, from, to));
  return rows.flatMap((row) =>
    occurrencesBetween({ ...row, daysOfWeek: readDaysOfWeek(row.daysOfWeek) }, from, to, timeZone).map((occurrence) => ({
      id: row.id,
      title: row.title,
      startTime: new Date(occurrence.start).toISOString(),
      endTime: new Date(occurrence.end).toISOString(),
    })),
  );
}

/** Today's events: the family's own (recurring ones expanded) and its outside calendars' occurrences, by start. */
async function todaysEvents(db: Db, familyId: string, timeZone: string, date: string): Promise<ScreenEvent[]> {
  const window = todayWindow(timeZone, date);
  const [own, outside] = await Promise.all([familyEventsToday(db, familyId, timeZone, window), outsideEventsToday(db, familyId, window)]);
  return [...own, ...outside].sort((a, b) => a.startTime.localeCompare(b.startTime));
}

async function tonightsDinner(db: Db, familyId: string, timeZone: string, date: string, now: number) {
  const rows = await db
    .select({ id: dinnerMeals.id, title: dinnerMeals.title, scheduledDate: dinnerMeals.scheduledDate })
    .from(dinnerMeals)
    .where(
      and(
        eq(dinnerMeals.familyId, familyId),
        gte(dinnerMeals.scheduledDate, new Date(now - 2 * DAY_MS).toISOString()),
        lt(dinnerMeals.scheduledDate, new Date(now + 2 * DAY_MS).toISOString()),
      ),
    )
    .orderBy(asc(dinnerMeals.scheduledDate));
  const meal = rows.find((row) => familyDate(row.scheduledDate, timeZone) === date);
  return meal ? { id: meal.id, title: meal.title } : null;
}

/** The family's first list's open items (the list the screen adds to). */
async function openShopping(db: Db, familyId: string) {
  return db
    .select({ id: shoppingItems.id, name: shoppingItems.name, quantity: shoppingItems.quantity, unit: shoppingItems.unit })
    .from(shoppingItems)
    .where(
      and(
        eq(shoppingItems.familyId, familyId),
        eq(shoppingItems.completed, false),
        sql`${shoppingItems.listId} = (SELECT ${shoppingLists.id} FROM ${shoppingLists} WHERE ${shoppingLists.familyId} = ${familyId} ORDER BY ${shoppingLists.createdAt}, ${shoppingLists.id} LIMIT 1)`,
      ),
    )
    .orderBy(shoppingItems.createdAt, shoppingItems.id);
}

export async function screenToday(db: Db, screen: KitchenCaller, now = Date.now()): Promise<ScreenToday> {
  const board = await kitchenBoard(db, screen.familyId, screen.timeZone, now);
  const [todayEvents, tasks, dinner, shopping, links, countdowns] = await Promise.all([
    todaysEvents(db, screen.familyId, screen.timeZone, board.date),
    db
      .select({ id: reminders.id, title: reminders.title, assignedTo: reminders.assignedTo, dueDate: reminders.dueDate })
      .from(reminders)
      .where(and(eq(reminders.familyId, screen.familyId), eq(reminders.completed, false)))
      .orderBy(sql`${reminders.dueDate} IS NULL`, reminders.dueDate, reminders.createdAt)
      .limit(OPEN_TASKS),
    tonightsDinner(db, screen.familyId, screen.timeZone, board.date, now),
    openShopping(db, screen.familyId),
    linkedChildrenQuery(db, screen.familyId),
    familyCountdowns(db, screen.familyId, screen.timeZone, board.date, board.chores),
  ]);
  const homes = custodyToday(links, screen.familyId, board.date).map(({ row, tonightHere, morningHere }) => ({
    memberId: row.memberId,
    name: row.name,
    tonight: tonightHere ? ("here" as const) : ("other" as const),
    otherHome: row.otherFamilyName,
    changesToday: tonightHere !== morningHere,
  }));
  return { ...board, screen: { id: screen.screenId, name: screen.name }, events: todayEvents, tasks, dinner, shopping, homes, countdowns };
}
