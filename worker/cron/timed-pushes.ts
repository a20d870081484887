import { and, asc, eq, exists, gt, gte, isNotNull, isNull, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { childLinks, chores, dinnerMeals, events, families, familyMembers, pushPreferences, pushSent, pushSubscriptions, reminders, users } from "../db/schema";
import type { Db } from "../env";
import { errorText } from "../lib/error-text";
import { iso } from "../lib/time";
import { readDaysOfWeek } from "../services/calendar/event-rows";
import type { PushSend } from "../fanout/messages";
import { timedPushesMessage } from "../fanout/producer";
import { preferencesOf } from "../services/push/preferences";
import { storedSchedule } from "../services/kitchen/chores";
import { linkedChildrenSelect } from "../services/two-homes/linked-children";
import { dueNoticesEach, LONGEST_LEAD_MS, type TimedNotice, type TimedRows } from "../services/push/timed-notices";
import type { JobDeps } from "./purge-shopping";

/**
 * The timed pushes (docs/features/notifications.md "Timed notices"), every five minutes: the cron
 * run only queues the first page; each page, a queue message of its own, reads TIMED_PAGE_FAMILIES
 * families with a device, claims their due notices in the sent-log (the claim is the decision, so
 * each goes once), queues the claimed ones' delivery in `push` messages and queues the next page.
 */

/** Families per page: each page is one read batch and one claim batch. */
export const TIMED_PAGE_FAMILIES = 100;
/** Rows inserted per statement: D1 binds at most 100 parameters, and a sent-log row takes 5. */
const CLAIMS_PER_STATEMENT = 20;
/** Any family's today lies within a day and a half of now, whatever its zone. */
const DAY_REACH_MS = 36 * 60 * 60 * 1000;

interface Page {
  families: { id: string; timeZone: string }[];
  after: string;
  last: string;
}

const inPage = (column: SQLiteColumn, page: Page): SQL | undefined => and(gt(column, page.after), lte(column, page.last));

/** The next families (by id) with at least one subscribed device. */
async function nextPage(db: Db, after: string): Promise<Page | null> {
  const withDevice = db
    .select({ one: sql`1` })
    .from(users)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
    .where(eq(users.familyId, families.id));
  const rows = await db
    .select({ id: families.id, timeZone: families.timeZone })
    .from(families)
    .where(and(gt(families.id, after), exists(withDevice)))
    .orderBy(asc(families.id))
    .limit(TIMED_PAGE_FAMILIES);
  const last = rows.at(-1);
  return last ? { families: rows, after, last: last.id } : null;
}

/** The page's members with a birthday (docs/features/birthdays.md). */
const birthdaysSelect = (db: Db, page: Page) =>
  db
    .select({ id: familyMembers.id, familyId: familyMembers.familyId, name: familyMembers.name, birthday: familyMembers.birthday })
    .from(familyMembers)
    .where(and(inPage(familyMembers.familyId, page), isNotNull(familyMembers.birthday)));

/** The page's chores that need the evening before (docs/features/kitchen.md "The evening before"). */
const eveningChoresSelect = (db: Db, page: Page) =>
  db
    .select({
      id: chores.id,
      familyId: chores.familyId,
      title: chores.title,
      emoji: chores.emoji,
      schedule: chores.schedule,
      eveningBefore: chores.eveningBefore,
    })
    .from(chores)
    .where(and(inPage(chores.familyId, page), isNotNull(chores.eveningBefore)));

type PageRows = TimedRows & { subscriptions: { id: string; userId: string }[] };

/** Everything a page's notices are made from, in one batch. */
async function readPage(db: Db, page: Page, now: number): Promise<PageRows> {
  const [from, to] = [iso(now - DAY_REACH_MS), iso(now + DAY_REACH_MS)];
  const [recipients, members, tasks, eventRows, meals, subscriptions, links, birthdays, choreRows] = await db.batch([
    db
      .selectDistinct({ userId: users.id, familyId: users.familyId, preferences: pushPreferences })
      .from(users)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
      .leftJoin(pushPreferences, eq(pushPreferences.userId, users.id))
      .where(inPage(users.familyId, page)),
    db
      .select({ id: familyMembers.id, userId: familyMembers.userId, isChild: familyMembers.isChild })
      .from(familyMembers)
      .where(and(inPage(familyMembers.familyId, page), isNotNull(familyMembers.userId))),
    db
      .select({ id: reminders.id, familyId: reminders.familyId, title: reminders.title, dueDate: reminders.dueDate, assignedTo: reminders.assignedTo })
      .from(reminders)
      .where(and(inPage(reminders.familyId, page), eq(reminders.completed, false), gte(reminders.dueDate, from), lt(reminders.dueDate, to))),
    db
      .select({
        id: events.id,
        familyId: events.familyId,
        title: events.title,
        startTime: events.startTime,
        endTime: events.endTime,
        recurrence: events.recurrence,
        recurrenceEnds: events.recurrenceEnds,
        daysOfWeek: events.daysOfWeek,
        recurrenceRule: events.recurrenceRule,
        visibility: events.visibility,
        createdBy: events.createdBy,
      })
      .from(events)
      .where(
        and(
          inPage(events.familyId, page),
          lte(events.startTime, iso(now + LONGEST_LEAD_MS)),
          or(
            and(eq(events.recurrence, "none"), gt(events.startTime, iso(now))),
            and(ne(events.recurrence, "none"), or(isNull(events.recurrenceEnds), gt(events.recurrenceEnds, iso(now)))),
          ),
        ),
      ),
    db
      .select({ id: dinnerMeals.id, familyId: dinnerMeals.familyId, title: dinnerMeals.title, scheduledDate: dinnerMeals.scheduledDate })
      .from(dinnerMeals)
      .where(
        and(inPage(dinnerMeals.familyId, page), eq(dinnerMeals.completed, false), gte(dinnerMeals.scheduledDate, from), lt(dinnerMeals.scheduledDate, to)),
      ),
    db
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(inPage(users.familyId, page)),
    linkedChildrenSelect(db).where(and(inPage(childLinks.familyId, page), isNotNull(childLinks.template))),
    birthdaysSelect(db, page),
    eveningChoresSelect(db, page),
  ]);
  return {
    families: page.families,
    recipients: recipients.flatMap((row) =>
      row.familyId ? [{ userId: row.userId, familyId: row.familyId, preferences: preferencesOf(row.preferences) }] : [],
    ),
    members: members.flatMap((row) => (row.userId ? [{ id: row.id, userId: row.userId, isChild: row.isChild }] : [])),
    tasks: tasks.flatMap((task) => (task.dueDate ? [{ ...task, dueDate: task.dueDate }] : [])),
    events: eventRows.map(({ visibility, createdBy, ...event }) => ({
      ...event,
      daysOfWeek: readDaysOfWeek(event.daysOfWeek),
      onlyFor: visibility === "private" ? createdBy : undefined,
    })),
    meals,
    subscriptions,
    links,
    birthdays: birthdays.flatMap((row) => (row.birthday ? [{ ...row, birthday: row.birthday }] : [])),
    chores: choreRows.flatMap((row) => (row.eveningBefore ? [{ ...row, eveningBefore: row.eveningBefore, schedule: storedSchedule(row.schedule) }] : [])),
  };
}

const noticeKey = (notice: { kind: string; itemId: string; occurrence: string; userId: string }) =>
  `${notice.kind}\n${notice.itemId}\n${notice.occurrence}\n${notice.userId}`;

/** Inserts the notices into the sent-log in one batch; answers those this run inserted (another run's are taken). */
async function claim(db: Db, notices: readonly TimedNotice[], now: number): Promise<TimedNotice[]> {
  if (notices.length === 0) return [];
  const statements = [];
  for (let start = 0; start < notices.length; start += CLAIMS_PER_STATEMENT) {
    const rows = notices
      .slice(start, start + CLAIMS_PER_STATEMENT)
      .map(({ kind, itemId, occurrence, userId }) => ({ kind, itemId, occurrence, userId, sentAt: iso(now) }));
    statements.push(
      db
        .insert(pushSent)
        .values(rows)
        .onConflictDoNothing()
        .returning({ kind: pushSent.kind, itemId: pushSent.itemId, occurrence: pushSent.occurrence, userId: pushSent.userId }),
    );
  }
  const claimed = new Set((await db.batch(statements as [(typeof statements)[number], ...typeof statements])).flat().map(noticeKey));
  return notices.filter((notice) => claimed.has(noticeKey(notice)));
}

/**
 * One page of the timed pushes due at `now`: its due notices claimed, answered as the sends to
 * queue (each claimed notice to its person's devices), with where the next page starts (null after
 * the last page).
 */
export async function claimTimedPage(db: Db, after: string, now: number): Promise<{ sends: PushSend[]; next: string | null }> {
  const page = await nextPage(db, after);
  if (!page) return { sends: [], next: null };
  const rows = await readPage(db, page, now);
  const devicesOf = new Map<string, string[]>();
  for (const { userId, id } of rows.subscriptions) devicesOf.set(userId, [...(devicesOf.get(userId) ?? []), id]);
  const due = dueNoticesEach(rows, now, (familyId, error) =>
    console.error(`timed pushes: family ${familyId} skipped this run (the page's other families go on): ${errorText(error, 300)}`),
  );
  const claimed = await claim(db, due, now);
  const sends = claimed.flatMap((notice) => {
    const subscriptionIds = devicesOf.get(notice.userId) ?? [];
    return subscriptionIds.length > 0 ? [{ payload: notice.payload, subscriptionIds }] : [];
  });
  return { sends, next: page.families.length === TIMED_PAGE_FAMILIES ? page.last : null };
}

/** The cron job: queues the first page of its database's families. Nothing where the deployment has no push keys. */
export async function sendTimedPushes(deps: Pick<JobDeps, "dbName" | "fanout" | "push">, now: number): Promise<{ queued: boolean }> {
  if (!deps.push) return { queued: false };
  await deps.fanout.send([timedPushesMessage(deps.dbName, now)]);
  return { queued: true };
}
