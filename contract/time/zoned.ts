import { clockOfDate, dateText, instantOf, instantText, isKnownZone, wallClockAt } from "./wall-clock";

/**
 * Calendar days in a family's time zone (docs/decisions.md "Time"): "today", "midnight" and a
 * day's start are the family's, not UTC's. Times are stored and sent as UTC ISO instants.
 */

const epochOf = (instant: string | number) => {
  const epoch = typeof instant === "number" ? instant : Date.parse(instant);
  if (Number.isNaN(epoch)) throw new RangeError(`not an instant: ${instant}`);
  return epoch;
};

/** The family's calendar date (YYYY-MM-DD) at an instant. */
export function familyDate(instant: string | number, timeZone: string): string {
  return dateText(wallClockAt(epochOf(instant), timeZone));
}

/** The UTC instant (ISO) at which a calendar date begins in the family's zone (its local midnight, or the first moment after a gap). */
export function startOfFamilyDay(date: string, timeZone: string): string {
  return instantText(instantOf(clockOfDate(date), timeZone));
}

/** The UTC instant (ISO) at which the family's current day began. */
export function startOfFamilyToday(now: number, timeZone: string): string {
  return startOfFamilyDay(familyDate(now, timeZone), timeZone);
}

/** True for a time zone name the runtime knows (Europe/Berlin), false for anything else. */
export function isTimeZone(name: string): boolean {
  return isKnownZone(name);
}
