import { DEFAULT_TIME_ZONE } from "@contract/limits";
import { foDates } from "../i18n/fo/dates";

/** Dates the Faroese way, 24-hour clock with '.' between hour and minute. */

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per fields and zone: building one costs Chromium about a millisecond, and a page of
 * 50 meals or tasks asks for hundreds (each row's date and time, each list's day test). en-US, as
 * the wall clock's (contract/time/wall-clock.ts), so a page loads one locale's data; only the parts
 * and the English weekday names are read, so the locale's order and separators do not matter.
 */
function formatterOf(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function parts(value: DateInput, timeZone: string, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of formatterOf({ ...options, timeZone }).formatToParts(toDate(value))) {
    out[part.type] = part.value;
  }
  return out;
}

/** 18.00 */
export function formatTime(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = parts(value, timeZone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${p.hour}.${p.minute}`;
}

/** 22.11.2026 (fo-FO numeric date). */
export function formatDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = parts(value, timeZone, { day: "2-digit", month: "2-digit", year: "numeric" });
  return `${p.day}.${p.month}.${p.year}`;
}

/** The day (YYYY-MM-DD) in the zone: with Intl rather than Temporal, so the dashboard does not load Temporal for it. */
export function dayInZone(value: DateInput, timeZone: string): string {
  const p = parts(value, timeZone, { day: "2-digit", month: "2-digit", year: "numeric" });
  return `${p.year}-${p.month}-${p.day}`;
}

/** 22.11.2026 kl. 18.00 */
export function formatDateTime(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `${formatDate(value, timeZone)} ${formatTime(value, timeZone)}`;
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** 0 = Sunday … 6 = Saturday, in the given zone. */
function weekdayIndex(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): number {
  const name = formatterOf({ weekday: "short", timeZone }).format(toDate(value));
  return WEEKDAY_INDEX[name] ?? 0;
}

/** Sun, Mán, Týs, Mik, Hós, Frí, Ley: the short weekdays of the catalogue (web/i18n/fo/dates.ts). */
export function weekdayShort(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return foDates.weekdaysShort[weekdayIndex(value, timeZone)] ?? "";
}

/**
 * Long Faroese weekday name, in the family's zone like every date we show, the dashboard's meal
 * card included (docs/features/meals.md). From the catalogue rather than Intl, which has no
 * Faroese names in Chromium.
 */
export function weekdayLong(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return foDates.weekdaysLong[weekdayIndex(value, timeZone)] ?? "";
}

/** Dashboard dates: en-GB format in UTC, e.g. 22/11/2026 (docs/decisions.md). */
export function formatDashboardDate(value: DateInput): string {
  const date = toDate(value);
  const pad = (number: number) => String(number).padStart(2, "0");
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** Day of month in UTC, for the dashboard calendar card's round badge. */
export function dayOfMonthUtc(value: DateInput): number {
  return toDate(value).getUTCDate();
}
