import { isRealDate } from "./wall-clock";

/**
 * A calendar date that exists (no 30 February), written YYYY-MM-DD: for the bodies that take one.
 * A module of its own, not in wall-clock.ts, which the calendar's first load carries.
 */
export function isCalendarDate(date: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return parts !== null && isRealDate({ year: Number(parts[1]), month: Number(parts[2]), day: Number(parts[3]) });
}
