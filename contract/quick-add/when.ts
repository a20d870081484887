import type { Priority } from "../schemas/reminders";
import { addToClock, type CalendarDate as Day, daysBetween, isRealDate, timeText } from "../time/wall-clock";
import { dateText, familyDay, weekdayOf } from "../time/zone";
import { capitaliseAfterPart, type Span, WORD_END, WORD_START, withoutSpans } from "./text";

/** Recurrences a phrase can name; 'none' is no phrase. The events' own list is in contract/calendar.ts. */
export type WhenRecurrence = "daily" | "weekly" | "monthly" | "yearly";

type PartValue =
  | { kind: "date"; date: string; daysFromToday: number }
  | { kind: "time"; time: string }
  | { kind: "priority"; priority: Priority }
  /** "hvønn mánadag" names the weekday too: the first such day, from today on, is the date. */
  | { kind: "recurrence"; recurrence: WhenRecurrence; date: string | null; daysFromToday: number | null };

export type WhenPart = Span & PartValue;

export type WhenPartKind = WhenPart["kind"];

/** What a title input can fill: a task has a due day and a priority, an event a start and a recurrence. */
export type WhenTarget = "task" | "event";

const HELD: Record<WhenTarget, ReadonlySet<WhenPartKind>> = {
  task: new Set(["date", "priority"]),
  event: new Set(["date", "time", "recurrence"]),
};

export interface WhenOptions {
  now: number;
  timeZone: string;
  target: WhenTarget;
  /** Parts whose chip was removed: their text stays in the title. */
  ignore?: readonly WhenPartKind[];
}

export interface WhenInput {
  title: string;
  /** YYYY-MM-DD in the family's zone. */
  date: string | null;
  /** HH:MM on the family's clock. */
  time: string | null;
  priority: Priority | null;
  recurrence: WhenRecurrence | null;
  parts: WhenPart[];
}

type Groups = Record<string, string | undefined>;

interface Matcher {
  pattern: string;
  value: (groups: Groups, today: Day) => PartValue | null;
}

const WEEKDAY_STEMS = ["sunnudag", "mánadag", "týsdag", "mikudag", "hósdag", "fríggjadag", "leygardag"] as const;
const WEEKDAY = `(?<weekday>${WEEKDAY_STEMS.join("|")})`;
const MONTHS = [
  "jan(?:uar)?",
  "feb(?:ruar)?",
  "mars?",
  "apr(?:íl)?",
  "mai",
  "juni?",
  "juli?",
  "aug(?:ust)?",
  "sep(?:t|tember)?",
  "okt(?:ober)?",
  "nov(?:ember)?",
  "des(?:ember)?",
];
const MONTH_NAME = MONTHS.map((month, index) => `(?<m${index + 1}>${month})`).join("|");
/** Spoken hours, 1–12 ("kl. hálv fimm"). */
const HOUR_WORDS = ["eitt", "tvey", "trý", "fýra", "fimm", "seks", "sjey", "átta", "níggju", "tíggju", "ellivu", "tólv"];
const CLOCK = "(?:kl\\.?|klokkan)\\s*";

const addDays = (day: Day, days: number) => addToClock(day, "days", days);

const dateValue = (day: Day, today: Day): PartValue | null =>
  isRealDate(day) ? { kind: "date", date: dateText(day), daysFromToday: daysBetween(today, day) } : null;

/** The weekday's next day: after today for a date ("á mánadagin" said on a Monday is next week's), from today on for a recurrence. */
function nextWeekday(stem: string | undefined, today: Day, includeToday: boolean): Day {
  const wanted = WEEKDAY_STEMS.indexOf((stem ?? "").toLowerCase() as (typeof WEEKDAY_STEMS)[number]);
  const ahead = (wanted - weekdayOf(today) + 7) % 7;
  return addDays(today, ahead === 0 && !includeToday ? 7 : ahead);
}

/** A day and month without a year: this year's, or next year's once this year's has passed. */
function dayOfMonth(day: number, month: number, year: string | undefined, today: Day): Day {
  if (year !== undefined) return { year: year.length === 2 ? 2000 + Number(year) : Number(year), month, day };
  const thisYear = { year: today.year, month, day };
  return daysBetween(thisYear, today) > 0 ? { ...thisYear, year: today.year + 1 } : thisYear;
}

const timeValue = (hour: number, minute: number): PartValue | null => (hour <= 23 && minute <= 59 ? { kind: "time", time: timeText({ hour, minute }) } : null);

/** Spoken times are afternoon up to seven ("hálv fimm" is 16:30): families plan afternoons more than small hours. */
function spokenTime(word: string | undefined, half: boolean): PartValue | null {
  const said = HOUR_WORDS.indexOf((word ?? "").toLowerCase()) + 1;
  const hour = half ? said - 1 : said;
  return timeValue(hour >= 1 && hour <= 7 ? hour + 12 : hour, half ? 30 : 0);
}

const recurrence = (value: WhenRecurrence): PartValue => ({ kind: "recurrence", recurrence: value, date: null, daysFromToday: null });

/** In order of preference when two read the same text ("10.12" is a date before it is a time). */
const MATCHERS: readonly Matcher[] = [
  { pattern: "hvønn\\s+dag|dagliga", value: () => recurrence("daily") },
  { pattern: "hvørja\\s+viku|vikuliga", value: () => recurrence("weekly") },
  { pattern: "hvønn\\s+mánað|mánaðarliga", value: () => recurrence("monthly") },
  { pattern: "hvørt\\s+ár|árliga", value: () => recurrence("yearly") },
  {
    pattern: `hvønn\\s+${WEEKDAY}`,
    value: (g, today) => {
      const day = nextWeekday(g.weekday, today, true);
      return { kind: "recurrence", recurrence: "weekly", date: dateText(day), daysFromToday: daysBetween(today, day) };
    },
  },
  { pattern: "í\\s+(?:(?<today>dag)|(?<tomorrow>morgin)|ovurmorgin)", value: (g, today) => dateValue(addDays(today, g.today ? 0 : g.tomorrow ? 1 : 2), today) },
  { pattern: `(?:(?:á|næsta)\\s+)?${WEEKDAY}(?:ur|in)?`, value: (g, today) => dateValue(nextWeekday(g.weekday, today, false), today) },
  {
    pattern: `(?<day>\\d{1,2})\\.?\\s*(?:${MONTH_NAME})\\.?(?:\\s+(?<year>\\d{4}))?`,
    value: (g, today) => {
      const month = MONTHS.findIndex((_, index) => g[`m${index + 1}`] !== undefined) + 1;
      return dateValue(dayOfMonth(Number(g.day), month, g.year, today), today);
    },
  },
  {
    pattern: "(?<day>\\d{1,2})[./](?<month>\\d{1,2})(?:[./](?<year>\\d{4}|\\d{2}))?\\.?(?![.:/]?\\d)",
    value: (g, today) => dateValue(dayOfMonth(Number(g.day), Number(g.month), g.year, today), today),
  },
  { pattern: `${CLOCK}(?<half>hálv\\s+)?(?<word>${HOUR_WORDS.join("|")})`, value: (g) => spokenTime(g.word, g.half !== undefined) },
  { pattern: `${CLOCK}(?<hour>\\d{1,2})(?:[:.](?<minute>\\d{2}))?`, value: (g) => timeValue(Number(g.hour), Number(g.minute ?? 0)) },
  { pattern: "(?<hour>\\d{1,2})[:.](?<minute>\\d{2})", value: (g) => timeValue(Number(g.hour), Number(g.minute)) },
  { pattern: "ikki\\s+(?:týdningarmikið|áríðandi)", value: () => ({ kind: "priority", priority: "low" }) },
  { pattern: "týdningarmikið|týdningarmikil|týdningarmikla|áríðandi", value: () => ({ kind: "priority", priority: "high" }) },
];

/** Nor inside a longer run of numbers: "1.2.3" holds no date. */
const NOT_AFTER_NUMBER = "(?<!\\p{N}[.,:/])";
const COMPILED = MATCHERS.map((matcher) => ({ ...matcher, regex: new RegExp(`${WORD_START}${NOT_AFTER_NUMBER}(?:${matcher.pattern})${WORD_END}`, "giu") }));

interface Candidate {
  part: WhenPart | null;
  start: number;
  end: number;
  order: number;
}

/** Every reading of every phrase; where readings overlap, the earliest, then the longest, then the preferred one wins. */
function readings(text: string, today: Day): Candidate[] {
  const found: Candidate[] = [];
  COMPILED.forEach(({ regex, value }, order) => {
    regex.lastIndex = 0;
    for (let match = regex.exec(text); match; match = regex.exec(text)) {
      const span = { start: match.index, end: match.index + match[0].length, text: match[0] };
      const read = value(match.groups ?? {}, today);
      found.push({ ...span, order, part: read ? { ...span, ...read } : null });
    }
  });
  found.sort((a, b) => a.start - b.start || b.end - a.end || a.order - b.order);
  const chosen: Candidate[] = [];
  for (const candidate of found) if (candidate.part && candidate.start >= (chosen.at(-1)?.end ?? 0)) chosen.push(candidate);
  return chosen;
}

/** The kinds a part fills: a weekday recurrence sets the date as well. */
const fills = (part: WhenPart): WhenPartKind[] => (part.kind === "recurrence" && part.date !== null ? ["recurrence", "date"] : [part.kind]);

/**
 * Reads a task or event title: "Tannlækni í morgin kl. 14", "Fótbóltur hvønn mánadag kl. 17",
 * "Gáva til mammu 24. des týdningarmikið" (docs/features/quick-add.md). A phrase the target
 * cannot hold, a second phrase of a kind already read, or a removed one stays in the title.
 */
export function parseWhenInput(text: string, { now, timeZone, target, ignore = [] }: WhenOptions): WhenInput {
  const today = familyDay(now, timeZone);
  const plain: WhenInput = { title: text.replace(/\s+/g, " ").trim(), date: null, time: null, priority: null, recurrence: null, parts: [] };
  const taken = new Set<WhenPartKind>(ignore);
  const parts: WhenPart[] = [];
  for (const { part } of readings(text, today)) {
    if (!part) continue;
    const kinds = fills(part);
    if (kinds.some((kind) => taken.has(kind) || !HELD[target].has(kind))) continue;
    for (const kind of kinds) taken.add(kind);
    parts.push(part);
  }
  const rest = withoutSpans(text, parts);
  if (parts.length === 0 || rest === "") return plain;
  const result: WhenInput = { ...plain, title: capitaliseAfterPart(rest, text, parts), parts };
  for (const part of parts) {
    if (part.kind === "date") result.date = part.date;
    else if (part.kind === "time") result.time = part.time;
    else if (part.kind === "priority") result.priority = part.priority;
    else {
      result.recurrence = part.recurrence;
      result.date = part.date ?? result.date;
    }
  }
  return result;
}
