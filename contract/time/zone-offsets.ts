/**
 * A time zone's offset from UTC at an instant, for the dates the app shows (web/lib/dates.ts) and
 * its wall clock (contract/time/wall-clock.ts): from the table of the family zone's offsets that the
 * server sends with the signed-in user (`zoneOffsets`, built by the wall clock's `zoneOffsetTable`),
 * so a signed-in start draws its dates without building an Intl formatter — Chromium's first one
 * of a page costs about 25 ms of main thread (ICU's data, docs/bench.md) — or else from Intl.
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

/** The zone's offset at an instant from its seeded table, or undefined when none covers it. */
export function seededOffsetAt(instant: number, timeZone: string): number | undefined {
  const table = seeded.get(timeZone);
  if (table === undefined || instant < table.start || instant >= table.end) return undefined;
  let offset = (table.spans[0] as [number, number])[1];
  for (const [from, value] of table.spans) if (from <= instant) offset = value;
  return offset;
}

const offsetNames = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's offset at an instant, in milliseconds: from the seeded table, or read from Intl's
 * "GMT+01:00" (to the minute, which every zone's offset has been since 1972). Throws for a zone
 * the runtime does not know.
 */
export function zoneOffsetAt(instant: number, timeZone: string): number {
  const fromTable = seededOffsetAt(instant, timeZone);
  if (fromTable !== undefined) return fromTable;
  let formatter = offsetNames.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetNames.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "";
  const [, sign, hours, minutes] = /([+-])(\d+):(\d+)/.exec(name) ?? [];
  return sign === undefined ? 0 : (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
}
