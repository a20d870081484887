import { RECIPE_MINUTES_MAX } from "@contract/recipe-limits";

/**
 * A recipe's times as whole minutes (docs/features/recipe-import.md "Times"): schema.org's ISO 8601
 * durations (`PT1H30M`, `P0DT0H25M`, `PT90M`, `P1D`) and the words export files and some pages write
 * ("15 min", "1 hr 20 mins", "1 hour 30 minutes", "1 time 20 minuttir"). Anything else, a zero and a
 * time over RECIPE_MINUTES_MAX are null: a time the phone would show wrong is left for the family to fill in.
 */

const NUMBER = "(\\d+(?:[.,]\\d+)?)";
/** Years and months are left out: how many minutes they are depends on the calendar. */
const ISO = new RegExp(`^P(?:${NUMBER}W)?(?:${NUMBER}D)?(?:T(?:${NUMBER}H)?(?:${NUMBER}M)?(?:${NUMBER}S)?)?$`, "i");

const number = (text: string | undefined) => (text === undefined ? 0 : Number(text.replace(",", ".")));

const inRange = (minutes: number) => (Number.isFinite(minutes) && minutes > 0 && minutes <= RECIPE_MINUTES_MAX ? minutes : null);

/** An ISO 8601 duration in whole minutes (seconds rounded), or null. */
export function isoMinutes(text: string): number | null {
  const trimmed = text.trim();
  const match = ISO.exec(trimmed);
  // "P" and "PT" alone match the pattern with nothing in it.
  if (!match || /^PT?$/i.test(trimmed) || /T$/i.test(trimmed)) return null;
  const [, weeks, days, hours, minutes, seconds] = match;
  const total = number(weeks) * 7 * 24 * 60 + number(days) * 24 * 60 + number(hours) * 60 + number(minutes) + number(seconds) / 60;
  return inRange(Math.round(total));
}

/** Each unit's spellings, in English, the Nordic languages and German (the languages Mealie and Paprika write times in here). */
const UNITS: [RegExp, number][] = [
  [/^(d|days?|dag(ar|ur|e|en)?|døgn|tage?)$/i, 24 * 60],
  [/^(h|hrs?|hours?|t|tímar?|tímur|timer?|timmar?|timme|std|stunden?)$/i, 60],
  [/^(m|mins?|minutes?|mín|minutt(ir|er)?|minut(t|ter|er)?|minuter|minuten?)$/i, 1],
  [/^(s|secs?|seconds?|sek|sekund(ir|er)?|sekunden?)$/i, 1 / 60],
];
const PART = new RegExp(`${NUMBER}\\s*([a-zæøåäöüðíáóúýé]+)\\.?`, "giy");
const JOINER = /\s*(?:,|and|og|och|und|&)?\s*/iy;

/** "1 hr 20 mins", "15 min", "1 time og 30 minuttir" in whole minutes; null unless the whole text is amounts with units. */
export function writtenMinutes(text: string): number | null {
  const trimmed = text.trim();
  let total = 0;
  let at = 0;
  let parts = 0;
  while (at < trimmed.length) {
    PART.lastIndex = at;
    const part = PART.exec(trimmed);
    if (!part) return null;
    const unit = UNITS.find(([spelling]) => spelling.test(part[2] ?? ""));
    if (!unit) return null;
    total += number(part[1]) * unit[1];
    parts++;
    JOINER.lastIndex = PART.lastIndex;
    JOINER.exec(trimmed);
    at = JOINER.lastIndex;
  }
  return parts === 0 ? null : inRange(Math.round(total));
}

/** A time as any source gives it: an ISO duration, written words, or the first of a list of them. */
export function minutesOf(value: unknown): number | null {
  if (Array.isArray(value)) return value.length > 0 ? minutesOf(value[0]) : null;
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return /^P/i.test(trimmed) ? isoMinutes(trimmed) : writtenMinutes(trimmed);
}
