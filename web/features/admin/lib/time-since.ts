const HOUR_MS = 3_600_000;

/** Whole days and the whole hours left over between `then` (an ISO instant) and `now`; never negative. */
export function daysAndHoursSince(then: string, now: number): { days: number; hours: number } {
  const hours = Math.max(0, Math.floor((now - Date.parse(then)) / HOUR_MS));
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}
