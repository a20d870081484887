import type { CalendarEvent } from "@contract/schemas/events";
import type { OtherHomeEvent } from "@contract/schemas/two-homes";
import { birthdaysBetween } from "@contract/birthdays";
import type { FamilyMember } from "@contract/schemas/families";
import type { RecurringTimes } from "@contract/time/recurrence";
import { startOfFamilyDay } from "@contract/time/zoned";
import { addDays } from "./calendar-range";

/**
 * What the week and month views draw of an event: its times, its colour and where it comes from.
 * The family's own events are in the family calendar's colour (the one phones show it in: events
 * carry no member colour), an outside calendar's in that calendar's, the other home's shared events
 * in the other home's colour, read-only.
 */
export type ViewEventKind = "own" | "outside" | "otherHome" | "birthday";

export interface ViewEvent extends RecurringTimes {
  id: string;
  title: string;
  location: string | null;
  kind: ViewEventKind;
  color: string;
  /** The outside calendar's or the other home's name; null for the family's own. */
  source: string | null;
  allDay: boolean;
}

/**
 * The family calendar's colour on the phones (`calendarDav.color`, contract/calendar.ts; a unit
 * test keeps them equal): written out, since importing that module split it into a chunk of its
 * own, one more file for the page to list (docs/bench.md).
 */
export const FAMILY_COLOR = "#2563EB";
/** The other home: in the band and on its shared events alike (amber-600). */
export const OTHER_HOME_COLOR = "#d97706";
/** A member's birthday (pink-600). */
export const BIRTHDAY_COLOR = "#db2777";
/** This family's home in the band (the brand's teal, brand-600). */
export const OUR_HOME_COLOR = "#0d9488";

export function viewEvents(events: readonly CalendarEvent[], otherHomeEvents: readonly OtherHomeEvent[]): ViewEvent[] {
  const own = events.map(
    (event): ViewEvent => ({
      ...event,
      kind: event.subscription ? "outside" : "own",
      color: event.subscription?.color ?? FAMILY_COLOR,
      source: event.subscription?.name ?? null,
      allDay: event.allDay === true,
    }),
  );
  const shared = otherHomeEvents.map(
    (event): ViewEvent => ({
      ...event,
      id: `other-home:${event.id}`,
      kind: "otherHome",
      color: OTHER_HOME_COLOR,
      source: event.home.name,
      allDay: false,
    }),
  );
  return [...own, ...shared];
}

/** How far the views can be moved with birthdays drawn: a year back and two ahead of today. */
const BIRTHDAY_REACH_DAYS = { back: 366, ahead: 731 };

/**
 * The members' birthdays as all-day items of their days (docs/features/birthdays.md), each with
 * the age turned that year: "🎂 Óli fyllir 9 ár". Read-only, like the other home's events.
 */
export function birthdayEvents(members: readonly FamilyMember[], today: string, timeZone: string, title: (name: string, age: number) => string): ViewEvent[] {
  const [from, to] = [addDays(today, -BIRTHDAY_REACH_DAYS.back), addDays(today, BIRTHDAY_REACH_DAYS.ahead)];
  return members.flatMap((member) =>
    member.birthday
      ? birthdaysBetween(member.birthday, from, to).map(({ date, age }) => ({
          id: `birthday:${member.id}:${date}`,
          title: title(member.name, age),
          location: null,
          kind: "birthday" as const,
          color: BIRTHDAY_COLOR,
          source: null,
          allDay: true,
          startTime: startOfFamilyDay(date, timeZone),
          endTime: startOfFamilyDay(addDays(date, 1), timeZone),
          recurrence: "none" as const,
          recurrenceEnds: null,
          daysOfWeek: null,
        }))
      : [],
  );
}
