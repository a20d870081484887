/**
 * The one place that knows a time zone: its offset from UTC at an instant, and from that the
 * family's date and clock. Every date the app shows or stores on a family's clock (the pages, the
 * wall clock's recurrences, quick-add, the Worker's feed, crons and pushes) reads its offsets here.
 *
 * The offsets come from the table of the family zone's offsets that the server sends with the
 * signed-in user (`zoneOffsets`, built by `zoneOffsetTable`), so a signed-in start draws its dates
 * without building an Intl formatter — Chromium's first one of a page costs about 25 ms of main
 * thread (ICU's data, docs/bench.md) — and otherwise from Intl, a year of a zone at a time. This
 * module sits in the signed-in group of the build (scripts/vite/chunks.ts), so it stays small.
 */

/**
 * A zone's offsets through whole UTC years: `[from, offset]` pairs in epoch milliseconds, the first
 * from the first year's start, then one per change; each holds until the next one's `from`.
 */
export interface ZoneOffsetTable {
  fromYear: number;
  toYear: number;
  spans: [number, number][];
}

/** Years a seeded table may span: the server sends seven. */
const MAX_SEEDED_YEARS = 10;

const seeded = new Map<string, { start: number; end: number; spans: [number, number][] }>();

const isSpan = (span: unknown): span is [number, number] => Array.isArray(span) && span.length === 2 && span.every(Number.isFinite);

/**
 * Takes the server's table as the zone's offsets for its years. Anything that is not such a table
 * (the phone's kept copy of the user is not checked before) is ignored: the dates then ask Intl.
 */
export function seedZoneOffsets(timeZone: string, table: unknown): void {
  const { fromYear, toYear, spans } = (table ?? {}) as Partial<Record<keyof ZoneOffsetTable, unknown>>;
  if (!Number.isInteger(fromYear) || !Number.isInteger(toYear) || !Array.isArray(spans) || spans.length === 0 || !spans.every(isSpan)) return;
  const [from, to] = [fromYear as number, toYear as number];
  if (to < from || to - from >= MAX_SEEDED_YEARS) return;
  seeded.set(timeZone, { start: Date.UTC(from, 0), end: Date.UTC(to + 1, 0), spans });
}

/** The offset of the last span that has begun at `instant` (the first span's before it). */
function offsetIn(spans: readonly [number, number][], instant: number): number {
  let offset = (spans[0] as [number, number])[1];
  for (const [from, value] of spans) if (from <= instant) offset = value;
  return offset;
}

/** The zone's offset at an instant from its seeded table, or undefined when none covers it. */
export function seededOffsetAt(instant: number, timeZone: string): number | undefined {
  const table = seeded.get(timeZone);
  return table === undefined || instant < table.start || instant >= table.end ? undefined : offsetIn(table.spans, instant);
}

const offsetNames = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. Throws for a zone the runtime does not know. */
function offsetNameOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetNames.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetNames.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The zone's offset at an instant as Intl names it ("GMT-00:27:04", "GMT+01:00", "GMT"), to the
 * second: the local mean times before standard time have seconds.
 */
function offsetFromIntl(instant: number, timeZone: string): number {
  const name =
    offsetNameOf(timeZone)
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? "";
  const [, sign, hours, minutes, seconds] = /([+-])(\d+):(\d+)(?::(\d+))?/.exec(name) ?? [];
  return sign === undefined ? 0 : (sign === "-" ? -1 : 1) * ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds ?? 0)) * 1000;
}

const SECOND_MS = 1000;

/** A UTC month's first instant; `Date.UTC` would read years 0–99 as 1900–1999. */
function utcMonthStart(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 1);
  return date.getTime();
}
const offsetYears = new Map<string, [number, number][]>();
/** Zone-years kept; a calendar spans a handful, the server's recurrence a few per family zone. */
const MAX_OFFSET_YEARS = 2_000;

/**
 * The offsets of a zone through one UTC year: read at each month's start, and where two months'
 * differ, the change found to the second by halving. Assumes at most one change a month, which
 * holds for every zone's rules in use (changes are months apart). Some 60 Intl reads for the
 * whole year, where reading each instant cost one: a calendar page turns hundreds of recurring
 * occurrences into local times on every draw.
 */
function offsetsOfYear(year: number, timeZone: string): [number, number][] {
  const key = `${timeZone} ${year}`;
  let spans = offsetYears.get(key);
  if (spans !== undefined) return spans;
  const monthStarts = Array.from({ length: 13 }, (_, month) => utcMonthStart(year, month));
  const offsets = monthStarts.map((instant) => offsetFromIntl(instant, timeZone));
  spans = [[monthStarts[0] as number, offsets[0] as number]];
  for (let month = 0; month < 12; month += 1) {
    const next = offsets[month + 1] as number;
    if (next === offsets[month]) continue;
    // The first second of the month with the next month's offset.
    let before = (monthStarts[month] as number) / SECOND_MS;
    let after = (monthStarts[month + 1] as number) / SECOND_MS;
    while (after - before > 1) {
      const middle = Math.floor((before + after) / 2);
      if (offsetFromIntl(middle * SECOND_MS, timeZone) === next) after = middle;
      else before = middle;
    }
    spans.push([after * SECOND_MS, next]);
  }
  if (offsetYears.size >= MAX_OFFSET_YEARS) offsetYears.clear();
  offsetYears.set(key, spans);
  return spans;
}

/**
 * A zone's offsets through whole UTC years, as the server sends them with the signed-in user and
 * the calendar feed writes its VTIMEZONE. Throws for a zone the runtime does not know.
 */
export function zoneOffsetTable(timeZone: string, fromYear: number, toYear: number): ZoneOffsetTable {
  const spans: [number, number][] = [];
  for (let year = fromYear; year <= toYear; year += 1) {
    for (const [from, offset] of offsetsOfYear(year, timeZone)) if (spans.at(-1)?.[1] !== offset) spans.push([from, offset]);
  }
  return { fromYear, toYear, spans };
}

/** The zone's offset from UTC at an instant, in milliseconds. Throws for a zone the runtime does not know (and no table names). */
export function zoneOffsetAt(instant: number, timeZone: string): number {
  return seededOffsetAt(instant, timeZone) ?? offsetIn(offsetsOfYear(new Date(instant).getUTCFullYear(), timeZone), instant);
}

/** True for a zone name the runtime knows (Europe/Berlin). */
export function isKnownZone(name: string): boolean {
  try {
    offsetNameOf(name);
    return true;
  } catch {
    return false;
  }
}

/** The instant's reading on the zone's wall clock, as a Date whose UTC fields are the local ones. */
export function localFieldsAt(instant: number, timeZone: string): Date {
  return new Date(instant + zoneOffsetAt(instant, timeZone));
}

/** A date's day of the week: 0 = Sunday … 6 = Saturday, as the events' `daysOfWeek` and `getDay()` count. */
export function weekdayOf({ year, month, day }: { year: number; month: number; day: number }): number {
  const noon = new Date(Date.UTC(2000, 0, 1, 12));
  noon.setUTCFullYear(year, month - 1, day);
  return noon.getUTCDay();
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** The date as YYYY-MM-DD (ISO's six digits and sign outside years 0–9999). */
export function dateText({ year, month, day }: { year: number; month: number; day: number }): string {
  return `${year < 0 ? "-" : ""}${pad(Math.abs(year), year > 9999 || year < 0 ? 6 : 4)}-${pad(month)}-${pad(day)}`;
}

/** The family's calendar date at an instant: the date in the family's zone, as fields. */
export function familyDay(instant: number, timeZone: string): { year: number; month: number; day: number } {
  const local = localFieldsAt(instant, timeZone);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** The family's calendar date (YYYY-MM-DD) at an instant (epoch milliseconds or an ISO instant). */
export function familyDate(instant: string | number, timeZone: string): string {
  const epoch = typeof instant === "number" ? instant : Date.parse(instant);
  if (Number.isNaN(epoch)) throw new RangeError(`not an instant: ${instant}`);
  return dateText(familyDay(epoch, timeZone));
}
