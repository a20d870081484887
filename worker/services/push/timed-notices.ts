import { timeText, wallClockAt } from "@contract/time/wall-clock";
import { pushMessages as m } from "@contract/messages";
import type { PushKind, PushPayload, PushPreferences } from "@contract/schemas/push";
import type { Recurrence, RecurrenceRule } from "@contract/schemas/events";
import { occurrencesBetween } from "@worker/lib/event-recurrence";
import { familyDate, isKnownZone } from "@contract/time/zone";
import { exchangeDays } from "@contract/custody";
import { addToClock, clockOfDate } from "@contract/time/wall-clock";
import { dateText } from "@contract/time/zone";
import { custodyOfLink, type LinkRow } from "@worker/services/two-homes/link-custody";
import { nextBirthday } from "@contract/birthdays";
import { isDue } from "@contract/kitchen-day";
import type { Schedule } from "@contract/schemas/kitchen";

/**
 * Which timed pushes are due now (docs/features/notifications.md "Timed notices"), for a page of
 * families the cron read: a task due today at each person's morning hour, an event starting within
 * each person's lead, tonight's dinner at each person's afternoon hour. Pure: the rows in, the
 * notices out; worker/cron/timed-pushes.ts claims them exactly once and sends them.
 */

export type TimedKind = Extract<PushKind, "taskDue" | "eventSoon" | "dinnerTonight" | "homeChange" | "birthday" | "choreEvening">;

export interface Recipient {
  userId: string;
  familyId: string;
  preferences: PushPreferences;
}

export interface TimedRows {
  families: readonly { id: string; timeZone: string }[];
  recipients: readonly Recipient[];
  /** Family members who are users: an assignee who is one is the task's only recipient; `isChild` is none of the parents. */
  members: readonly { id: string; userId: string; isChild?: boolean }[];
  tasks: readonly { id: string; familyId: string; title: string; dueDate: string; assignedTo: string | null }[];
  events: readonly {
    id: string;
    familyId: string;
    title: string;
    startTime: string;
    endTime: string;
    recurrence: Recurrence;
    recurrenceEnds: string | null;
    daysOfWeek: readonly number[] | null;
    recurrenceRule?: RecurrenceRule | null;
    /** A private event's creator, its only recipient (null: a creator gone, so nobody); absent for the family's events. */
    onlyFor?: string | null;
  }[];
  meals: readonly { id: string; familyId: string; title: string; scheduledDate: string }[];
  /** The families' own copies of their links to a child's other home (two homes); none when absent. */
  links?: readonly LinkRow[];
  /** The chores that need the evening before (their `eveningBefore` "HH:MM"); none when absent. */
  chores?: readonly { id: string; familyId: string; title: string; emoji: string; schedule: Schedule | null; eveningBefore: string }[];
  /** The members with a birthday (YYYY-MM-DD); none when absent. */
  birthdays?: readonly { id: string; familyId: string; name: string; birthday: string }[];
}

/** One push to one person, and what makes it unique: its kind, item and occurrence. */
export interface TimedNotice {
  kind: TimedKind;
  itemId: string;
  /** The family-local date (tasks, dinners) or the occurrence's start instant (events). */
  occurrence: string;
  userId: string;
  payload: PushPayload;
}

/** The longest lead anyone can choose: how far ahead the cron looks for events. */
export const LONGEST_LEAD_MS = 120 * 60 * 1000;

const MINUTE = 60 * 1000;

interface FamilyClock {
  timeZone: string;
  today: string;
  hour: number;
  /** "HH:MM" now on the family's clock. */
  time: string;
}

const clockOf = (now: number, timeZone: string): FamilyClock => {
  const clock = wallClockAt(now, timeZone);
  return { timeZone, today: familyDate(now, timeZone), hour: clock.hour, time: timeText(clock) };
};

const localTime = (epochMs: number, timeZone: string) => timeText(wallClockAt(epochMs, timeZone));

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * A task due today goes to its assignee when the assignee is a user with a device, else to the
 * whole family (nobody assigned, or a member without an account, such as a child: someone must act).
 */
function taskNotices(rows: TimedRows, clocks: Map<string, FamilyClock>, byFamily: Map<string, Recipient[]>): TimedNotice[] {
  const userOfMember = new Map(rows.members.map((member) => [member.id, member.userId]));
  return rows.tasks.flatMap((task) => {
    const clock = clocks.get(task.familyId);
    if (!clock || familyDate(task.dueDate, clock.timeZone) !== clock.today) return [];
    const family = byFamily.get(task.familyId) ?? [];
    const assignee = task.assignedTo ? userOfMember.get(task.assignedTo) : undefined;
    const assigneeHasDevice = family.some((person) => person.userId === assignee);
    return family
      .filter((person) => (assigneeHasDevice ? person.userId === assignee : true))
      .filter((person) => person.preferences.kinds.taskDue && clock.hour >= person.preferences.morningHour)
      .map((person) => ({
        kind: "taskDue" as const,
        itemId: task.id,
        occurrence: clock.today,
        userId: person.userId,
        payload: { title: m.taskDueTitle, body: task.title, url: "/reminders", tag: `task-due-${task.id}` },
      }));
  });
}

/**
 * Each occurrence that has not started yet and starts within a person's lead goes to that person;
 * a private event's only to its creator (docs/features/calendar.md "Who sees an event").
 */
function eventNotices(rows: TimedRows, clocks: Map<string, FamilyClock>, byFamily: Map<string, Recipient[]>, now: number): TimedNotice[] {
  return rows.events.flatMap((event) => {
    const clock = clocks.get(event.familyId);
    if (!clock) return [];
    return occurrencesBetween(event, now + 1, now + LONGEST_LEAD_MS + 1, clock.timeZone).flatMap((occurrence) =>
      (byFamily.get(event.familyId) ?? [])
        .filter((person) => event.onlyFor === undefined || person.userId === event.onlyFor)
        .filter((person) => person.preferences.kinds.eventSoon && occurrence.start - person.preferences.eventLeadMinutes * MINUTE <= now)
        .map((person) => ({
          kind: "eventSoon" as const,
          itemId: event.id,
          occurrence: new Date(occurrence.start).toISOString(),
          userId: person.userId,
          payload: {
            title: event.title,
            body: m.eventSoonBody(localTime(occurrence.start, clock.timeZone)),
            url: "/calendar",
            tag: `event-${event.id}-${occurrence.start}`,
          },
        })),
    );
  });
}

/** A dinner planned for today goes to the family from each person's afternoon hour. */
function dinnerNotices(rows: TimedRows, clocks: Map<string, FamilyClock>, byFamily: Map<string, Recipient[]>): TimedNotice[] {
  return rows.meals.flatMap((meal) => {
    const clock = clocks.get(meal.familyId);
    if (!clock || familyDate(meal.scheduledDate, clock.timeZone) !== clock.today) return [];
    return (byFamily.get(meal.familyId) ?? [])
      .filter((person) => person.preferences.kinds.dinnerTonight && clock.hour >= person.preferences.afternoonHour)
      .map((person) => ({
        kind: "dinnerTonight" as const,
        itemId: meal.id,
        occurrence: clock.today,
        userId: person.userId,
        payload: { title: m.dinnerTonightTitle, body: meal.title, url: "/dinner", tag: `dinner-${meal.id}` },
      }));
  });
}

const tomorrowOf = (today: string) => dateText(addToClock(clockOfDate(today), "days", 1));

/**
 * The evening before a linked child changes home, from each person's afternoon hour, to both homes:
 * "Í morgin kemur Óli til tykkara" where the child comes, "Í morgin fer Óli til …" where the child
 * leaves (docs/features/two-homes.md "Pushes"). Read from the family's own copy of the link.
 */
function homeChangeNotices(rows: TimedRows, clocks: Map<string, FamilyClock>, byFamily: Map<string, Recipient[]>): TimedNotice[] {
  return (rows.links ?? []).flatMap((link) => {
    const clock = clocks.get(link.familyId);
    const custody = custodyOfLink(link);
    if (!clock || !custody) return [];
    const tomorrow = tomorrowOf(clock.today);
    const [change] = exchangeDays(custody, tomorrow, tomorrow);
    if (!change) return [];
    const title = change.home === link.familyId ? m.homeComesTitle(link.name) : m.homeLeavesTitle(link.name, link.otherFamilyName);
    return (byFamily.get(link.familyId) ?? [])
      .filter((person) => person.preferences.kinds.homeChange && clock.hour >= person.preferences.afternoonHour)
      .map((person) => ({
        kind: "homeChange" as const,
        itemId: link.id,
        occurrence: tomorrow,
        userId: person.userId,
        payload: { title, body: m.homeChangeBody(custody.pattern.exchangeTime), url: "/calendar", tag: `home-change-${link.id}-${tomorrow}` },
      }));
  });
}

/**
 * The day before a member's birthday, from each parent's afternoon hour: "Óli fyllir 9 ár" to the
 * family's parents (its users not marked a child), never to the one whose birthday it is
 * (docs/features/birthdays.md).
 */
function birthdayNotices(rows: TimedRows, clocks: Map<string, FamilyClock>, byFamily: Map<string, Recipient[]>): TimedNotice[] {
  const children = new Set(rows.members.flatMap((member) => (member.isChild ? [member.userId] : [])));
  const userOfMember = new Map(rows.members.map((member) => [member.id, member.userId]));
  return (rows.birthdays ?? []).flatMap((member) => {
    const clock = clocks.get(member.familyId);
    if (!clock) return [];
    const next = nextBirthday(member.birthday, tomorrowOf(clock.today));
    if (next.days !== 0) return [];
    return (byFamily.get(member.familyId) ?? [])
      .filter((person) => !children.has(person.userId) && person.userId !== userOfMember.get(member.id))
      .filter((person) => person.preferences.kinds.birthday && clock.hour >= person.preferences.afternoonHour)
      .map((person) => ({
        kind: "birthday" as const,
        itemId: member.id,
        occurrence: next.date,
        userId: person.userId,
        payload: {
          title: m.birthdayTomorrowTitle,
          body: m.birthdayTomorrowBody(member.name, next.age),
          url: "/calendar",
          tag: `birthday-${member.id}-${next.date}`,
        },
      }));
  });
}

/**
 * The evening before a day a chore is due, from the time set on it (bin day: docs/features/kitchen.md
 * "The evening before"), to the whole family, whatever their hours.
 */
function choreEveningNotices(rows: TimedRows, clocks: Map<string, FamilyClock>, byFamily: Map<string, Recipient[]>): TimedNotice[] {
  return (rows.chores ?? []).flatMap((chore) => {
    const clock = clocks.get(chore.familyId);
    if (!clock || clock.time < chore.eveningBefore) return [];
    const tomorrow = tomorrowOf(clock.today);
    if (!isDue(chore.schedule, tomorrow)) return [];
    return (byFamily.get(chore.familyId) ?? [])
      .filter((person) => person.preferences.kinds.choreEvening)
      .map((person) => ({
        kind: "choreEvening" as const,
        itemId: chore.id,
        occurrence: tomorrow,
        userId: person.userId,
        payload: { title: m.choreEveningTitle(chore.emoji, chore.title), body: m.choreEveningBody, url: "/born", tag: `chore-evening-${chore.id}-${tomorrow}` },
      }));
  });
}

/** Every timed push due at `now` for these rows (before the sent-log is consulted). */
export function dueNotices(rows: TimedRows, now: number): TimedNotice[] {
  const clocks = new Map(rows.families.filter((family) => isKnownZone(family.timeZone)).map((family) => [family.id, clockOf(now, family.timeZone)]));
  const byFamily = groupBy(rows.recipients, (person) => person.familyId);
  return [
    ...taskNotices(rows, clocks, byFamily),
    ...eventNotices(rows, clocks, byFamily, now),
    ...dinnerNotices(rows, clocks, byFamily),
    ...homeChangeNotices(rows, clocks, byFamily),
    ...birthdayNotices(rows, clocks, byFamily),
    ...choreEveningNotices(rows, clocks, byFamily),
  ];
}

/**
 * Every timed push due at `now` for these rows, family by family: a family whose data fails (a
 * stored rule ical.js cannot read) is reported to `failed` and gets none this run, and the other
 * families of the page still get theirs (the page is not failed and retried for it).
 */
export function dueNoticesEach(rows: TimedRows, now: number, failed: (familyId: string, error: unknown) => void): TimedNotice[] {
  const recipients = groupBy(rows.recipients, (row) => row.familyId);
  const tasks = groupBy(rows.tasks, (row) => row.familyId);
  const events = groupBy(rows.events, (row) => row.familyId);
  const meals = groupBy(rows.meals, (row) => row.familyId);
  const links = groupBy(rows.links ?? [], (row) => row.familyId);
  const birthdays = groupBy(rows.birthdays ?? [], (row) => row.familyId);
  const chores = groupBy(rows.chores ?? [], (row) => row.familyId);
  return rows.families.flatMap((family) => {
    const own = {
      families: [family],
      recipients: recipients.get(family.id) ?? [],
      members: rows.members,
      tasks: tasks.get(family.id) ?? [],
      events: events.get(family.id) ?? [],
      meals: meals.get(family.id) ?? [],
      links: links.get(family.id) ?? [],
      birthdays: birthdays.get(family.id) ?? [],
      chores: chores.get(family.id) ?? [],
    };
    try {
      return dueNotices(own, now);
    } catch (error) {
      failed(family.id, error);
      return [];
    }
  });
}
