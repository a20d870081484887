import { Temporal } from "temporal-polyfill";

/** Writing iCalendar (RFC 5545) text: escaping, line folding, dates and the time-zone definition. */

const encoder = new TextEncoder();
const LINE_OCTETS = 75;

/** TEXT values: backslash, semicolon and comma escaped, every line break as \n (RFC 5545 §3.3.11). */
function escapeText(text: string): string {
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
export function localStamp(local: Temporal.PlainDateTime): string {
  return `${pad(local.year, 4)}${pad(local.month)}${pad(local.day)}T${pad(local.hour)}${pad(local.minute)}${pad(local.second)}`;
}

/** A DATE (all-day, no zone): 20260317. */
export function dateStamp(date: Temporal.PlainDate): string {
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

export const localOf = (ms: number, timeZone: string) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDateTime();

function utcOffset(nanoseconds: number): string {
  const minutes = Math.round(nanoseconds / 60e9);
  const sign = minutes < 0 ? "-" : "+";
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

/**
 * VTIMEZONE for an IANA zone: its offset at the start of `fromYear`, then every change up to the
 * end of `toYear`, each as its own observance (read off the runtime's zone data by Temporal). A
 * change to a larger offset than the zone's smaller one of that year is daylight time.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string[] {
  const first = Temporal.PlainDate.from({ year: fromYear, month: 1, day: 1 }).toZonedDateTime({ timeZone });
  const lines = ["BEGIN:VTIMEZONE", `TZID:${timeZone}`];
  const initial = utcOffset(first.offsetNanoseconds);
  lines.push("BEGIN:STANDARD", `DTSTART:${localStamp(first.toPlainDateTime())}`, `TZOFFSETFROM:${initial}`, `TZOFFSETTO:${initial}`, "END:STANDARD");
  let before = first;
  for (;;) {
    const change = before.getTimeZoneTransition("next");
    if (!change || change.year > toYear) break;
    const winter = Math.min(
      Temporal.PlainDate.from({ year: change.year, month: 1, day: 1 }).toZonedDateTime({ timeZone }).offsetNanoseconds,
      Temporal.PlainDate.from({ year: change.year, month: 7, day: 1 }).toZonedDateTime({ timeZone }).offsetNanoseconds,
    );
    const kind = change.offsetNanoseconds > winter ? "DAYLIGHT" : "STANDARD";
    // DTSTART is the moment of the change on the clock as it read before it.
    const onOldClock = change.toInstant().toZonedDateTimeISO(before.offset).toPlainDateTime();
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(onOldClock)}`,
      `TZOFFSETFROM:${utcOffset(before.offsetNanoseconds)}`,
      `TZOFFSETTO:${utcOffset(change.offsetNanoseconds)}`,
      `END:${kind}`,
    );
    before = change;
  }
  lines.push("END:VTIMEZONE");
  return lines;
}
