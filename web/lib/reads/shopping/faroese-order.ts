/**
 * Faroese alphabetical order with numbers in numeric order, ignoring case and accents
 * (docs/decisions.md#shopping), without Intl.Collator: building the first collator of a page is a
 * long task in Chromium (ICU's collation data), on a phone right as the dashboard gets its list
 * (docs/bench.md). The order is the CLDR Faroese collation at
 * base strength with numeric ordering — test/unit/faroese-order.test.ts holds it equal to ICU's
 * `Intl.Collator("fo", { numeric: true, sensitivity: "base" })` — for Latin letters, digits and
 * common punctuation; other characters sort after all letters, by code point.
 */

// ICU's order of spaces, punctuation and symbols (variable characters count, as in CLDR's root);
// characters in one group are equal. Digits follow these, then ½, then letters.
const SYMBOL_GROUPS = [
  " \u00a0",
  "_",
  "-",
  "\u2013",
  "\u2014",
  ",",
  ";",
  ":",
  "!",
  "?",
  ".",
  "'\u2018\u2019",
  '"\u201c\u201d',
  "\u00ab",
  "\u00bb",
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  "\u00a7",
  "@",
  "*",
  "/",
  "\\",
  "&",
  "#",
  "%",
  "`",
  "^",
  "\u00b0",
  "+",
  "\u00d7",
  "<",
  "=",
  ">",
  "|",
  "~",
  "$",
  "\u00a3",
  "\u20ac",
];
const LETTERS = "abcdefghijklmnopqrstuvwxyzæøå";

const NUMBER = 0x100; // a run of digits: this, then its length, then its digits
const HALF = 0x1ff;
const FIRST_LETTER = 0x200;
const OTHER = 0x300; // then the character itself

const weights = new Map<string, number>();
SYMBOL_GROUPS.forEach((group, index) => {
  for (const char of group) weights.set(char, 1 + index);
});
weights.set("\u00bd", HALF);
for (const [index, letter] of [...LETTERS].entries()) weights.set(letter, FIRST_LETTER + index);

// Letters the Faroese tailoring sorts as others, after splitting accents off (NFD): ä with æ,
// ö, ő and œ with ø, ü and ű with y, ð and đ with d, þ as "th", ß as "ss"; "…" as three full
// stops. Every other accent is a difference below base strength, so it is dropped.
const TAILORED: Record<string, string> = {
  "a\u030a": "å",
  "a\u0308": "æ",
  "o\u0308": "ø",
  "o\u030b": "ø",
  œ: "ø",
  "u\u0308": "y",
  "u\u030b": "y",
  ð: "d",
  đ: "d",
  þ: "th",
  ß: "ss",
  "\u2026": "...",
};
/** The tailored letters and every other accent, in one pass (a name's key is built on the list's first draw). */
const TAILORED_OR_ACCENT = /a[\u030a\u0308]|[ou][\u0308\u030b]|[œðđþß\u2026]|[\u0300-\u036f]/g;

function baseLetters(name: string): string {
  // "aa", "Aa" and "AA" (not "aA") are å in CLDR's Faroese; matched before the accents, as ICU does.
  const text = name
    .normalize("NFD")
    .replace(/aa|Aa|AA/g, "å")
    .toLowerCase();
  return text.replace(TAILORED_OR_ACCENT, (match) => TAILORED[match] ?? "");
}

/** A key whose plain string order (code units) is the Faroese order of the names. */
export function faroeseSortKey(name: string): string {
  const text = baseLetters(name);
  let key = "";
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      let end = i;
      while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end += 1;
      const digits = text.slice(i, end).replace(/^0+/, "");
      key += String.fromCharCode(NUMBER, digits.length) + digits;
      i = end;
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(i) ?? code);
    const weight = weights.get(char);
    key += weight === undefined ? String.fromCharCode(OTHER) + char : String.fromCharCode(weight);
    i += char.length;
  }
  return key;
}

const keys = new Map<string, string>();
const KEPT_KEYS = 5000;

/** Negative, zero or positive as `a` sorts before, with or after `b`; keys are kept per name. */
export function compareFaroese(a: string, b: string): number {
  const keyA = faroeseKey(a);
  const keyB = faroeseKey(b);
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

/** faroeseSortKey, kept per name: a list is sorted again on every change, mostly with the same names. */
export function faroeseKey(name: string): string {
  let key = keys.get(name);
  if (key === undefined) {
    if (keys.size >= KEPT_KEYS) keys.clear();
    key = faroeseSortKey(name);
    keys.set(name, key);
  }
  return key;
}
