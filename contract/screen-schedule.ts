import { isDimHour } from "./kitchen-limits";

/**
 * When the kitchen screen is on (docs/features/kitchen.md "Screen times"): a weekday with times of
 * its own is on from `on` until `off` on the family's clock and black outside them; a weekday
 * without follows the family's night, dimmed as before. Pure: the caller reads the family's clock.
 */

/** A weekday's own times, "HH:MM" on the family's clock, `on` before `off`. */
export interface ScreenDayTimes {
  on: string;
  off: string;
}

/** Seven entries, Sunday first (as JavaScript's getDay() counts); null: that day follows the night. */
export type ScreenSchedule = (ScreenDayTimes | null)[];

/** On; dimmed by the night; off (black) outside the day's own times. */
export type ScreenState = "on" | "dim" | "off";

const minutesOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

/** The screen's state at a moment of the family's clock: its weekday (0 = Sunday), hour and minute. */
export function screenStateAt(
  clock: { weekday: number; hour: number; minute: number },
  schedule: ScreenSchedule | null,
  night: { from: number; to: number } | null,
): ScreenState {
  const times = schedule?.[clock.weekday];
  if (!times) return isDimHour(clock.hour, night) ? "dim" : "on";
  const minute = clock.hour * 60 + clock.minute;
  return minute >= minutesOf(times.on) && minute < minutesOf(times.off) ? "on" : "off";
}
