/**
 * Calendar days for the quick-add parser, on plain Y-M-D arithmetic: the parser runs on the
 * shopping page, whose first load has no room for Temporal. Intl gives only the family's today.
 */

export interface Day {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter costs more than a parse, so each zone's is made once. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The family's calendar day at an instant. */
export function dayIn(now: number, timeZone: string): Day {
  const parts = formatterOf(timeZone).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: value("year"), month: value("month"), day: value("day") };
}

const utc = ({ year, month, day }: Day) => Date.UTC(year, month - 1, day);

function fromUtc(ms: number): Day {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export const addDays = (day: Day, days: number): Day => fromUtc(utc(day) + days * 86_400_000);

/** 0 = Sunday … 6 = Saturday, as the events' daysOfWeek count. */
export const weekdayOf = (day: Day): number => new Date(utc(day)).getUTCDay();

/** True when the day exists as written (no 31 February). */
export function isRealDay(day: Day): boolean {
  const back = fromUtc(utc(day));
  return back.year === day.year && back.month === day.month && back.day === day.day && day.month >= 1 && day.month <= 12;
}

export const isBefore = (a: Day, b: Day) => utc(a) < utc(b);

const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD, as date inputs take it. */
export const isoDay = ({ year, month, day }: Day) => `${year}-${pad(month)}-${pad(day)}`;

/** HH:MM, as time inputs take it. */
export const isoTime = (hour: number, minute: number) => `${pad(hour)}:${pad(minute)}`;
