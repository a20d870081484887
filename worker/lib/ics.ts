import { type CalendarDate, clockOfDate, instantOf, type WallClock, wallClockAt } from "@contract/time/wall-clock";
import { zoneOffsetAt, zoneOffsetTable } from "@contract/time/zone";

/** Writing iCalendar (RFC 5545) text: escaping, line folding, dates and the time-zone definition. */

const encoder = new TextEncoder();
const LINE_OCTETS = 75;

/** TEXT values: backslash, semicolon and comma escaped, every line break as \n (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A content line folded at 75 octets, continuation lines starting with a space, never inside a UTF-8 character (§3.1). */
function foldLine(line: string): string {
  if (encoder.encode(line).length <= LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The leading space of a continuation line counts towards its 75 octets.
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** Lines joined with CRLF, each folded, ending with CRLF. */
export const icsText = (lines: readonly string[]) => `${lines.map(foldLine).join("\r\n")}\r\n`;

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** A UTC DATE-TIME: 20260317T180000Z. */
export function utcStamp(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** A local DATE-TIME (used with TZID): 20260317T180000. */
export function localStamp(local: WallClock): string {
  return `${pad(local.year, 4)}${pad(local.month)}${pad(local.day)}T${pad(local.hour)}${pad(local.minute)}${pad(local.second)}`;
}

/** A DATE (all-day, no zone): 20260317. */
export function dateStamp(date: CalendarDate): string {
  return `${pad(date.year, 4)}${pad(date.month)}${pad(date.day)}`;
}

/**
 * One VEVENT: its UID and DTSTAMP, its date lines (DTSTART, DTEND, RRULE, …) as written, then
 * SUMMARY and the other text properties that have a value, escaped.
 */
export function vevent(
  uid: string,
  stamp: string,
  dates: readonly string[],
  text: { summary: string; description?: string | null; location?: string | null },
  extra: readonly string[] = [],
): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${stamp}`,
    ...dates,
    `SUMMARY:${escapeText(text.summary)}`,
    ...(text.description ? [`DESCRIPTION:${escapeText(text.description)}`] : []),
    ...(text.location ? [`LOCATION:${escapeText(text.location)}`] : []),
    ...extra,
    "END:VEVENT",
  ];
}

/** An offset in milliseconds as ±hhmm. */
function utcOffset(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60_000);
  const sign = minutes < 0 ? "-" : "+";
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

/** The instant a local date begins in the zone (its midnight, or the first moment after a gap). */
const startOfYearDay = (year: number, month: number, timeZone: string) => instantOf(clockOfDate(`${pad(year, 4)}-${pad(month)}-01`), timeZone);

/**
 * VTIMEZONE for an IANA zone: its offset at the start of `fromYear`, then every change up to the
 * end of `toYear`, each as its own observance (read off the zone's offsets, contract/time/zone.ts).
 * A change to a larger offset than the zone's smaller one of that year is daylight time.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string[] {
  const first = startOfYearDay(fromYear, 1, timeZone);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  let offset = zoneOffsetAt(first, timeZone);
  const initial = utcOffset(offset);
  lines.push("BEGIN:STANDARD", `DTSTART:${localStamp(wallClockAt(first, timeZone))}`, `TZOFFSETFROM:${initial}`, `TZOFFSETTO:${initial}`, "END:STANDARD");
  // The local year starts before the UTC one in zones ahead of UTC, and a change late in `toYear` may fall in the next UTC year.
  for (const [from, next] of zoneOffsetTable(timeZone, fromYear - 1, toYear + 1).spans) {
    if (from <= first || next === offset) continue;
    const year = wallClockAt(from, timeZone).year;
    if (year > toYear) break;
    const winter = Math.min(zoneOffsetAt(startOfYearDay(year, 1, timeZone), timeZone), zoneOffsetAt(startOfYearDay(year, 7, timeZone), timeZone));
    const kind = next > winter ? "DAYLIGHT" : "STANDARD";
    // DTSTART is the moment of the change on the clock as it read before it.
    const old = new Date(from + offset);
    const onOldClock = {
      year: old.getUTCFullYear(),
      month: old.getUTCMonth() + 1,
      day: old.getUTCDate(),
      hour: old.getUTCHours(),
      minute: old.getUTCMinutes(),
      second: old.getUTCSeconds(),
      millisecond: 0,
    };
    lines.push(`BEGIN:${kind}`, `DTSTART:${localStamp(onOldClock)}`, `TZOFFSETFROM:${utcOffset(offset)}`, `TZOFFSETTO:${utcOffset(next)}`, `END:${kind}`);
    offset = next;
  }
  lines.push("END:VTIMEZONE");
  return lines;
}
