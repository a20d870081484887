import { clockOfDate, daysBetween, isRealDate } from "./time/wall-clock";
import { dateText } from "./time/zone";

/**
 * Members' birthdays (docs/features/birthdays.md): a birthday is a date YYYY-MM-DD; it falls each
 * year on its month and day, and one on 29 February falls on 28 February in a year without one.
 */

/** The earliest year a birthday may have: anything before it is a typing slip. */
export const BIRTHDAY_EARLIEST_YEAR = 1900;

/** A birthday's day in `year`. */
export function birthdayIn(birthday: string, year: number): string {
  const { month, day } = clockOfDate(birthday);
  return dateText({ year, month, day: isRealDate({ year, month, day }) ? day : day - 1 });
}

export interface NextBirthday {
  /** The family day it falls on (today or later). */
  date: string;
  /** The family days until it: 0 today, 1 tomorrow. */
  days: number;
  /** The age the member turns that day. */
  age: number;
}

/** The member's next birthday from `today` (both YYYY-MM-DD), today's included. */
export function nextBirthday(birthday: string, today: string): NextBirthday {
  const born = clockOfDate(birthday).year;
  const now = clockOfDate(today);
  // The day of birth is no birthday: the first is a year after it.
  const year = Math.max(born + 1, birthdayIn(birthday, now.year) >= today ? now.year : now.year + 1);
  const date = birthdayIn(birthday, year);
  return { date, days: daysBetween(now, clockOfDate(date)), age: year - born };
}

/** The member's birthdays from `from` to `to` (family days, both included), each with the age turned. */
export function birthdaysBetween(birthday: string, from: string, to: string): { date: string; age: number }[] {
  const born = clockOfDate(birthday).year;
  const days: { date: string; age: number }[] = [];
  for (let year = Math.max(born + 1, clockOfDate(from).year); year <= clockOfDate(to).year; year += 1) {
    const date = birthdayIn(birthday, year);
    if (date >= from && date <= to) days.push({ date, age: year - born });
  }
  return days;
}

/** The dashboard's and the calendar's birthdays: those in the next this many days, today's included. */
export const BIRTHDAYS_AHEAD_DAYS = 30;

export interface UpcomingBirthday extends NextBirthday {
  memberId: string;
  name: string;
}

/** The members' birthdays in the next `within` days from `today`, soonest first (then by name). */
export function upcomingBirthdays(
  members: readonly { id: string; name: string; birthday: string | null }[],
  today: string,
  within: number = BIRTHDAYS_AHEAD_DAYS,
): UpcomingBirthday[] {
  return members
    .flatMap((member) => (member.birthday ? [{ memberId: member.id, name: member.name, ...nextBirthday(member.birthday, today) }] : []))
    .filter((birthday) => birthday.days <= within)
    .sort((a, b) => a.days - b.days || a.name.localeCompare(b.name, "fo"));
}
