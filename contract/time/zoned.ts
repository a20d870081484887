import { Temporal } from "temporal-polyfill";

/**
 * Calendar days in a family's time zone (docs/decisions.md "Time"): "today", "midnight" and a
 * day's start are the family's, not UTC's. Times are stored and sent as UTC ISO instants.
 */

const zoned = (instant: string | number, timeZone: string) =>
  (typeof instant === "number" ? Temporal.Instant.fromEpochMilliseconds(instant) : Temporal.Instant.from(instant)).toZonedDateTimeISO(timeZone);

/** The family's calendar date (YYYY-MM-DD) at an instant. */
export function familyDate(instant: string | number, timeZone: string): string {
  return zoned(instant, timeZone).toPlainDate().toString();
}

/** The UTC instant (ISO) at which a calendar date begins in the family's zone (its local midnight, or the first moment after a gap). */
export function startOfFamilyDay(date: string, timeZone: string): string {
  return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).toInstant().toString();
}

/** The UTC instant (ISO) at which the family's current day began. */
export function startOfFamilyToday(now: number, timeZone: string): string {
  return startOfFamilyDay(familyDate(now, timeZone), timeZone);
}

/** True for a time zone name the runtime knows (Europe/Berlin), false for anything else. */
export function isTimeZone(name: string): boolean {
  try {
    Temporal.Now.instant().toZonedDateTimeISO(name);
    return true;
  } catch {
    return false;
  }
}
