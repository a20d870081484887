import { addToClock, clockOfDate, instantOf } from "@contract/time/wall-clock";

/**
 * A task's due date is picked as a day; it is stored as the last moment of that day in the
 * family's zone, so the task turns overdue only once the whole day has passed.
 */
export function dueDateOfDay(day: string, timeZone: string): string {
  return new Date(instantOf(addToClock(clockOfDate(day), "days", 1), timeZone) - 1).toISOString();
}
