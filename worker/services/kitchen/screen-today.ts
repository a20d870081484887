import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { WALL_DINNER_DAYS } from "@contract/kitchen-limits";
import type { ScreenDinner, ScreenEvent, ScreenToday } from "@contract/schemas/kitchen-screen";
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

/** The screen's day: the board, and beside it today's events, open tasks, the week's dinners and the shopping list. */

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

/** Today's and the next days' dinners (WALL_DINNER_DAYS family days from today's first moment), soonest first. */
async function weekDinners(db: Db, familyId: string, timeZone: string, date: string): Promise<ScreenDinner[]> {
  // As stored: ISO instants with milliseconds, which compare as text.
  const from = new Date(startOfFamilyDay(date, timeZone)).toISOString();
  const to = new Date(startOfFamilyDay(dateText(addToClock(clockOfDate(date), "days", WALL_DINNER_DAYS)), timeZone)).toISOString();
  const rows = await db
    .select({
      id: dinnerMeals.id,
      title: dinnerMeals.title,
      scheduledDate: dinnerMeals.scheduledDate,
      photoId: dinnerMeals.photoId,
      recipeId: dinnerMeals.recipeId,
      servings: dinnerMeals.servings,
      completed: dinnerMeals.completed,
    })
    .from(dinnerMeals)
    .where(and(eq(dinnerMeals.familyId, familyId), gte(dinnerMeals.scheduledDate, from), lt(dinnerMeals.scheduledDate, to)))
    .orderBy(asc(dinnerMeals.scheduledDate), asc(dinnerMeals.id));
  return rows.map(({ scheduledDate, ...row }) => ({ ...row, date: familyDate(scheduledDate, timeZone) }));
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
  const [todayEvents, tasks, week, shopping, links, countdowns] = await Promise.all([
    todaysEvents(db, screen.familyId, screen.timeZone, board.date),
    db
      .select({ id: reminders.id, title: reminders.title, assignedTo: reminders.assignedTo, dueDate: reminders.dueDate })
      .from(reminders)
      .where(and(eq(reminders.familyId, screen.familyId), eq(reminders.completed, false)))
      .orderBy(sql`${reminders.dueDate} IS NULL`, reminders.dueDate, reminders.createdAt)
      .limit(OPEN_TASKS),
    weekDinners(db, screen.familyId, screen.timeZone, board.date),
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
  const tonight = week.find((meal) => meal.date === board.date);
  const dinner = tonight ? { id: tonight.id, title: tonight.title } : null;
  return { ...board, screen: { id: screen.screenId, name: screen.name }, events: todayEvents, tasks, dinner, week, shopping, homes, countdowns };
}
