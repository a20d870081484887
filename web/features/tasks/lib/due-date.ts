import { Temporal } from "temporal-polyfill";
import { startOfFamilyDay } from "@contract/time/zoned";

/**
 * A task's due date is picked as a day; it is stored as the last moment of that day in the
 * family's zone, so the task turns overdue only once the whole day has passed.
 */
export function dueDateOfDay(day: string, timeZone: string): string {
  const nextDay = Temporal.PlainDate.from(day).add({ days: 1 }).toString();
  return new Date(Date.parse(startOfFamilyDay(nextDay, timeZone)) - 1).toISOString();
}
