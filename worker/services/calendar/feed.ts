import { and, eq, isNull, sql } from "drizzle-orm";
import { calendarFeedTexts, FEED_MEAL_MINUTES, FEED_TIME_ZONE_YEARS_AHEAD } from "@contract/calendar";
import type { CalendarEvent, FeedSource } from "@contract/schemas/events";
import { families } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { hmacHex, randomToken, safeEqual } from "@worker/lib/crypto";
import { familyReadAnswer, familyReadStatements } from "@worker/lib/family-read";
import { notFound } from "@worker/lib/http-error";
import { addToClock, wallClockAt } from "@contract/time/wall-clock";
import { dateStamp, icsText, localStamp, utcStamp, vevent, vtimezone } from "@worker/lib/ics";
import { eventComponents, importedComponents } from "@worker/lib/ics-event";
import { feedEventsRead } from "./event-reads";
import { plannedMealsRead } from "@worker/services/meals/meals";
import { openRemindersRead } from "@worker/services/tasks/reminders";
import { type Audit, securityEventQuery } from "@worker/services/security-log";

/**
 * The family's calendar feed (docs/features/calendar.md "Calendar feed"). Its key is an HMAC of
 * the family id and a random secret kept on the family, under the server's signing secret: the
 * database alone never holds a usable key, the page can show the link again, and a new secret
 * (rotate) turns the old link into a 404.
 */

const feedKey = (signingSecret: string, familyId: string, feedSecret: string) => hmacHex(signingSecret, `calendar-feed:${familyId}:${feedSecret}`);

const feedUrl = (origin: string, familyId: string, key: string) => `${origin}/api/families/${encodeURIComponent(familyId)}/calendar.ics?key=${key}`;

/** The feed's link, making the family's secret on first use (two requests at once agree on one). */
export async function calendarFeedUrl(db: Db, signingSecret: string, familyId: string, origin: string): Promise<string> {
  const [, [family]] = await db.batch([
    db
      .update(families)
      .set({ calendarFeedSecret: randomToken() })
      .where(and(eq(families.id, familyId), isNull(families.calendarFeedSecret))),
    db.select({ secret: families.calendarFeedSecret }).from(families).where(eq(families.id, familyId)),
  ]);
  if (!family?.secret) throw notFound();
  return feedUrl(origin, familyId, feedKey(signingSecret, familyId, family.secret));
}

/** A new secret: the link changes and the old one stops working. */
export async function rotateCalendarFeed(db: Db, signingSecret: string, familyId: string, origin: string, audit: Audit): Promise<string> {
  const secret = randomToken();
  const [updated] = await db.batch([
    db.update(families).set({ calendarFeedSecret: secret }).where(eq(families.id, familyId)).returning({ id: families.id }),
    securityEventQuery(
      db,
      audit,
      { kind: "calendar_feed_rotated", detail: { familyId } },
      sql`EXISTS (SELECT 1 FROM ${families} WHERE ${families.id} = ${familyId})`,
    ),
  ]);
  if (updated.length === 0) throw notFound();
  return feedUrl(origin, familyId, feedKey(signingSecret, familyId, secret));
}

export interface FeedContext {
  timeZone: string;
  stamp: string;
  host: string;
}

/** One source's part of a feed: its components, its first start (how far back the zones' rules go) and the other zones it names. */
interface FeedPart {
  components: string[];
  firstStart: number | null;
  zones?: string[];
}

/** What the feed can carry, each read in the feed's one D1 batch (scoped by the family) and written as components. */
interface FeedSourceDefinition {
  name: FeedSource;
  statements: (d1: D1Database, familyId: string) => D1PreparedStatement[];
  components: (results: D1Result[], context: FeedContext) => FeedPart;
}

/** Events as a feed's components (shared with a helper's feed, services/helpers/helper-feed.ts). */
export function eventParts(list: readonly CalendarEvent[], context: FeedContext): FeedPart {
  return {
    components: list.flatMap((event) =>
      event.subscription
        ? importedComponents({ ...event, subscription: event.subscription }, context.timeZone, `imported-${event.id}@${context.host}`, context.stamp)
        : eventComponents(event, context.timeZone, `event-${event.id}@${context.host}`, context.stamp),
    ),
    firstStart: list.reduce<number | null>((first, event) => Math.min(first ?? Number.POSITIVE_INFINITY, Date.parse(event.startTime)), null),
    // A phone's rule repeats on its own zone's clock, whose VTIMEZONE the feed then carries too.
    zones: list.flatMap((event) => (event.recurrenceRule && event.recurrenceRule.timeZone !== "UTC" ? [event.recurrenceRule.timeZone] : [])),
  };
}

const eventsSource: FeedSourceDefinition = {
  name: "events",
  statements: (d1, familyId) => familyReadStatements(d1, feedEventsRead, familyId),
  components: (results, context) => eventParts(familyReadAnswer(feedEventsRead, results), context),
};

/**
 * Open tasks with a due date, each an all-day VEVENT on its due day in the family's zone. The page
 * picks a day and stores that day's last millisecond, so a timed event would sit at 23:59 (and
 * ring a phone's default event alert then); all-day is how a phone shows a due date, does not
 * mark anyone busy (TRANSP), and a DATE has no zone, so the day stays the family's day on a phone
 * abroad. Completed and undated tasks are left out.
 */
const tasksSource: FeedSourceDefinition = {
  name: "tasks",
  statements: (d1, familyId) => familyReadStatements(d1, openRemindersRead, familyId),
  components: (results, context) => ({
    components: familyReadAnswer(openRemindersRead, results).flatMap((task) => {
      if (task.dueDate === null) return [];
      const day = wallClockAt(Date.parse(task.dueDate), context.timeZone);
      const notes = [task.description, task.assignedMember && calendarFeedTexts.assignee(task.assignedMember.name)].filter(Boolean);
      return vevent(
        `task-${task.id}@${context.host}`,
        context.stamp,
        [`DTSTART;VALUE=DATE:${dateStamp(day)}`, `DTEND;VALUE=DATE:${dateStamp(addToClock(day, "days", 1))}`],
        { summary: task.title, description: notes.join("\n\n") },
        ["TRANSP:TRANSPARENT"],
      );
    }),
    // All-day dates name no zone, so they widen no VTIMEZONE.
    firstStart: null,
  }),
};

/** Planned (open) meals at their time in the family's zone, FEED_MEAL_MINUTES long, their ingredients as the description. */
const mealsSource: FeedSourceDefinition = {
  name: "meals",
  statements: (d1, familyId) => familyReadStatements(d1, plannedMealsRead, familyId),
  components: (results, context) => {
    const meals = familyReadAnswer(plannedMealsRead, results);
    const at = (ms: number) => `TZID=${context.timeZone}:${localStamp(wallClockAt(ms, context.timeZone))}`;
    return {
      components: meals.flatMap((meal) => {
        const start = Date.parse(meal.scheduledDate);
        const ingredients = meal.ingredients.map((ingredient) => ingredient.ingredientName);
        return vevent(`meal-${meal.id}@${context.host}`, context.stamp, [`DTSTART;${at(start)}`, `DTEND;${at(start + FEED_MEAL_MINUTES * 60_000)}`], {
          summary: meal.title,
          description: ingredients.length > 0 ? calendarFeedTexts.ingredients(ingredients) : null,
        });
      }),
      // The read is soonest first.
      firstStart: meals.length > 0 ? Date.parse(meals[0]!.scheduledDate) : null,
    };
  },
};

const SOURCES: readonly FeedSourceDefinition[] = [eventsSource, tasksSource, mealsSource];

export async function calendarFeed(
  db: Db,
  signingSecret: string,
  request: { familyId: string; key: string; include: readonly FeedSource[]; host: string; appName: string },
  now = Date.now(),
): Promise<string> {
  // The key is checked before a single row of the family is read: a wrong key costs one indexed read.
  const [family] = await db
    .select({ secret: families.calendarFeedSecret, timeZone: families.timeZone })
    .from(families)
    .where(eq(families.id, request.familyId));
  if (!family?.secret || !safeEqual(feedKey(signingSecret, request.familyId, family.secret), request.key)) throw notFound();

  const sources = SOURCES.filter((source) => request.include.includes(source.name));
  const perSource = sources.map((source) => source.statements(db.$client, request.familyId));
  const statements = perSource.flat();
  const results = statements.length > 0 ? await db.$client.batch(statements) : [];

  const context: FeedContext = { timeZone: family.timeZone, stamp: utcStamp(now), host: request.host };
  let offset = 0;
  const written = sources.map((source, index) => {
    const own = results.slice(offset, offset + perSource[index]!.length);
    offset += perSource[index]!.length;
    return source.components(own, context);
  });
  return feedDocument(written, { timeZone: family.timeZone, appName: request.appName }, now);
}

/** The VCALENDAR of some parts: the family's zone and every zone a part names, with their rules from a year before the first start. */
export function feedDocument(written: readonly FeedPart[], feed: { timeZone: string; appName: string }, now: number): string {
  const starts = written.map((part) => part.firstStart).filter((start): start is number => start !== null);
  const thisYear = new Date(now).getUTCFullYear();
  const fromYear = Math.min(thisYear, ...starts.map((start) => new Date(start).getUTCFullYear())) - 1;
  return icsText([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${feed.appName}//Kalendari//FO`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${feed.appName}`,
    `X-WR-TIMEZONE:${feed.timeZone}`,
    ...[...new Set([feed.timeZone, ...written.flatMap((part) => part.zones ?? [])])].flatMap((zone) =>
      vtimezone(zone, fromYear, thisYear + FEED_TIME_ZONE_YEARS_AHEAD),
    ),
    ...written.flatMap((part) => part.components),
    "END:VCALENDAR",
  ]);
}
