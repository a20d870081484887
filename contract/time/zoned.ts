import { clockOfDate, instantOf, instantText } from "./wall-clock";
import { familyDate } from "./zone";

/**
 * Calendar days in a family's time zone (docs/decisions.md "Time"): "today", "midnight" and a
 * day's start are the family's, not UTC's. Times are stored and sent as UTC ISO instants. The
 * family's date at an instant is `familyDate` (contract/time/zone.ts).
 */

/** The UTC instant (ISO) at which a calendar date begins in the family's zone (its local midnight, or the first moment after a gap). */
export function startOfFamilyDay(date: string, timeZone: string): string {
  return instantText(instantOf(clockOfDate(date), timeZone));
}

/** The UTC instant (ISO) at which the family's current day began. */
export function startOfFamilyToday(now: number, timeZone: string): string {
  return startOfFamilyDay(familyDate(now, timeZone), timeZone);
}
