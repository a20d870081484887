import { addToClock, clockOfDate, daysBetween } from "@contract/time/wall-clock";
import { dateText, weekdayOf } from "@contract/time/zone";

/**
 * The days the week and month views show (docs/features/calendar.md "Week and month views"):
 * calendar dates (YYYY-MM-DD) on the family's clock, weeks from Monday to Sunday. Pure date
 * arithmetic (contract/time/wall-clock.ts), so a daylight-saving change never moves a day.
 */

/** The date `days` after `date` (before, when negative). */
export const addDays = (date: string, days: number): string => dateText(addToClock(clockOfDate(date), "days", days));

/** 0 = Monday … 6 = Sunday: the column of a date in a week that starts on Monday. */
export const mondayColumn = (date: string): number => (weekdayOf(clockOfDate(date)) + 6) % 7;

/** The Monday of the week the date is in. */
export const weekStart = (date: string): string => addDays(date, -mondayColumn(date));

/** The week's seven dates, Monday to Sunday. */
export function weekDays(date: string): string[] {
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, day) => addDays(monday, day));
}

/** The month a view shows: year and month (1–12). */
export interface YearMonth {
  year: number;
  month: number;
}

export const monthOf = (date: string): YearMonth => {
  const { year, month } = clockOfDate(date);
  return { year, month };
};

/** The month `count` months later (earlier when negative). */
export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const shifted = addToClock({ year, month, day: 1 }, "months", count);
  return { year: shifted.year, month: shifted.month };
}

/** The month's first date. */
export const firstOfMonth = ({ year, month }: YearMonth): string => dateText({ year, month, day: 1 });

/**
 * The month's grid: whole weeks, Monday first, from the week of its 1st to the week of its last
 * day (4 to 6 rows); the days before and after the month fill the first and last rows.
 */
export function monthGrid(month: YearMonth): string[][] {
  const first = firstOfMonth(month);
  const last = addDays(firstOfMonth(addMonths(month, 1)), -1);
  const start = weekStart(first);
  const weeks = Math.ceil((daysBetween(clockOfDate(start), clockOfDate(last)) + 1) / 7);
  return Array.from({ length: weeks }, (_, week) => Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)));
}

/** Whether a date is in the month (the grid's fill days are not). */
export const inMonth = (date: string, { year, month }: YearMonth): boolean => {
  const clock = clockOfDate(date);
  return clock.year === year && clock.month === month;
};

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const count = daysBetween(clockOfDate(from), clockOfDate(to)) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, day) => addDays(from, day));
}
