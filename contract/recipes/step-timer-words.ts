/**
 * The words a recipe step says a duration with (contract/recipes/step-timers.ts), Faroese and
 * English, written lower-case as the reader compares them. Days are left out on purpose: nobody
 * keeps a kitchen timer running for a day.
 */

const HOUR = 3600;
const MINUTE = 60;

/** A unit's length in seconds, by each way a step writes it. */
export const UNIT_SECONDS: ReadonlyMap<string, number> = new Map([
  ...[
    "tími",
    "tíma",
    "tímar",
    "tímum",
    "tímin",
    "tíman",
    "timi",
    "tima",
    "timar",
    "klokkutími",
    "klokkutíma",
    "klokkutímar",
    "hour",
    "hours",
    "hr",
    "hrs",
    "h",
  ].map((word) => [word, HOUR] as const),
  ...["korter", "kortér", "kvartér"].map((word) => [word, 15 * MINUTE] as const),
  ...[
    "minuttir",
    "minutt",
    "minuttur",
    "minuttum",
    "minuttin",
    "mínuttir",
    "mínutt",
    "mínuttur",
    "min",
    "mín",
    "mins",
    "minutes",
    "minute",
    "minuter",
    "minutter",
    "minut",
  ].map((word) => [word, MINUTE] as const),
  ...["sekund", "sekundir", "sekundur", "sekundum", "sekundi", "sek", "seconds", "second", "secs", "sec"].map((word) => [word, 1] as const),
]);

/** Number words: Faroese in their genders and cases ("ein tíma", "eina hálva tíma", "eitt korter"), and English. */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map<string, number>([
  ...["ein", "eina", "eitt", "einum", "one"].map((word) => [word, 1] as const),
  ...["tveir", "tvær", "tvey", "tveimum", "two"].map((word) => [word, 2] as const),
  ...["tríggir", "tríggjar", "trý", "trimum", "three"].map((word) => [word, 3] as const),
  ["fýra", 4],
  ["four", 4],
  ["fimm", 5],
  ["five", 5],
  ["seks", 6],
  ["six", 6],
  ["sjey", 7],
  ["seven", 7],
  ["átta", 8],
  ["eight", 8],
  ["níggju", 9],
  ["nine", 9],
  ["tíggju", 10],
  ["ten", 10],
  ["ellivu", 11],
  ["eleven", 11],
  ["tólv", 12],
  ["twelve", 12],
  ["fimtan", 15],
  ["fifteen", 15],
  ["tjúgu", 20],
  ["twenty", 20],
  ["fimmogtjúgu", 25],
  ["tríati", 30],
  ["tretivu", 30],
  ["thirty", 30],
  ["fjøruti", 40],
  ["forty", 40],
  ["fimmogfjøruti", 45],
  ["fimmti", 50],
  ["fifty", 50],
  ["seksti", 60],
  ["sixty", 60],
]);

/** English tens a hyphen joins to a one ("forty-five"). */
export const TENS_WORDS: ReadonlySet<string> = new Set(["twenty", "thirty", "forty", "fifty"]);

/** "a"/"an" count one before an hour or a minute ("an hour", "a minute"), never before "second" ("a second time"). */
export const ARTICLES: ReadonlySet<string> = new Set(["a", "an"]);

/** Parts of a unit: "hálvan tíma", "half an hour", "ein kvart tíma", "a quarter of an hour"; "hálvannar tíma" is one and a half. */
export const PART_WORDS: ReadonlyMap<string, number> = new Map([
  ...["hálvan", "hálva", "hálvur", "hálvum", "hálv", "half"].map((word) => [word, 0.5] as const),
  ...["kvart", "quarter"].map((word) => [word, 0.25] as const),
  ...["hálvannar", "hálvannan"].map((word) => [word, 1.5] as const),
]);

/** What may stand between a part's word and its unit ("half an hour", "a quarter of an hour"). */
export const PART_FILLERS: ReadonlySet<string> = new Set(["a", "an", "of"]);

/** A range's joiner ("10-15 minuttir", "10 til 15 min", "10 to 15 minutes"): the timer takes the first. */
export const RANGE_MARKS: ReadonlySet<string> = new Set(["-", "–", "—", "til", "to", "ella", "or"]);

/** What joins a larger unit to a smaller one ("1 tíma og 20 minuttir", "1 hour, 20 minutes"). */
export const JOINERS: ReadonlySet<string> = new Set(["og", "and", ",", "&"]);

/** The glyph fractions a number may carry ("1½", "¾"). */
export const GLYPH_FRACTIONS: ReadonlyMap<string, number> = new Map([
  ["½", 1 / 2],
  ["¼", 1 / 4],
  ["¾", 3 / 4],
  ["⅓", 1 / 3],
  ["⅔", 2 / 3],
]);
