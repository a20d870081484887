import { RECIPE_MINUTES_MAX } from "../recipe-limits";
import { ARTICLES, GLYPH_FRACTIONS, JOINERS, NUMBER_WORDS, PART_FILLERS, PART_WORDS, RANGE_MARKS, TENS_WORDS, UNIT_SECONDS } from "./step-timer-words";

/**
 * The durations a recipe step mentions, for cook mode's timers (docs/features/cook-mode.md):
 * "Bakið í 25 minuttir" → 25 minutes, "1 tíma og 20 minuttir" → 80, "hálvan tíma", "1½ tíma",
 * "bake for 1 hour 20 minutes". Whole words only: "200 gradir", "2 dl" and "x25 min" say none. A
 * range ("10-15 minuttir") gives its first, lower number: the alarm then rings when the dish is
 * first worth a look. Linear in the text: one pass cuts it into words, numbers and marks, then
 * each duration is read from its first token with a bounded look ahead.
 */
export interface StepTimer {
  /** Where the duration is written in the step (UTF-16 offsets, `end` exclusive), and its text. */
  start: number;
  end: number;
  text: string;
  seconds: number;
}

interface Token {
  kind: "number" | "word" | "mark";
  /** A word lower-cased, a mark as written. */
  text: string;
  value: number;
  /** A fraction below one ("1/2", "½"), which a whole number before it adds to ("1 1/2"). */
  fraction: boolean;
  start: number;
  end: number;
}

/** The longest timer a step may set: a recipe's longest time (two days). */
const LONGEST_SECONDS = RECIPE_MINUTES_MAX * 60;
const LETTER = /\p{L}/u;
const SPACE = /\s/u;

const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";

function digitsEnd(text: string, from: number): number {
  let end = from;
  while (isDigit(text[end])) end++;
  return end;
}

/** "25", "1,5", "1.5", "1/2" (a denominator up to 8, below one), "1½". */
function numberAt(text: string, start: number): Token {
  let end = digitsEnd(text, start);
  let value = Number(text.slice(start, end));
  let fraction = false;
  const next = text[end];
  if ((next === "," || next === ".") && isDigit(text[end + 1])) {
    const decimalsEnd = digitsEnd(text, end + 1);
    value = Number(`${text.slice(start, end)}.${text.slice(end + 1, decimalsEnd)}`);
    end = decimalsEnd;
  } else if (next === "/" && isDigit(text[end + 1])) {
    const denominatorEnd = digitsEnd(text, end + 1);
    const denominator = Number(text.slice(end + 1, denominatorEnd));
    if (denominator >= 2 && denominator <= 8 && value < denominator) {
      value /= denominator;
      fraction = true;
      end = denominatorEnd;
    }
  } else if (next !== undefined && GLYPH_FRACTIONS.has(next)) {
    value += GLYPH_FRACTIONS.get(next) ?? 0;
    end++;
  }
  return { kind: "number", text: text.slice(start, end), value, fraction, start, end };
}

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    let token: Token;
    if (isDigit(char)) token = numberAt(text, at);
    else if (GLYPH_FRACTIONS.has(char)) token = { kind: "number", text: char, value: GLYPH_FRACTIONS.get(char) ?? 0, fraction: true, start: at, end: at + 1 };
    else if (LETTER.test(char)) {
      let end = at + 1;
      while (end < text.length && LETTER.test(text[end]!)) end++;
      token = { kind: "word", text: text.slice(at, end).toLowerCase(), value: 0, fraction: false, start: at, end };
    } else if (SPACE.test(char)) {
      at++;
      continue;
    } else token = { kind: "mark", text: char, value: 0, fraction: false, start: at, end: at + 1 };
    tokens.push(token);
    at = token.end;
  }
  return tokens;
}

/** An amount read from its first token: its value, the token after it, and whether it was "a"/"an". */
interface Amount {
  value: number;
  next: number;
  article: boolean;
}

const wordIs = (token: Token | undefined, words: ReadonlySet<string>) => token !== undefined && token.kind !== "number" && words.has(token.text);
const touching = (before: Token | undefined, after: Token | undefined) => before !== undefined && after !== undefined && before.end === after.start;

/** "og ein hálvur", "and a half" after an amount or a unit: the token after it, or null. */
function andAHalf(tokens: readonly Token[], at: number): number | null {
  const [joiner, article, half] = [tokens[at], tokens[at + 1], tokens[at + 2]];
  if (!wordIs(joiner, JOINERS) || joiner?.kind !== "word" || article === undefined || half === undefined) return null;
  if (!(ARTICLES.has(article.text) || NUMBER_WORDS.get(article.text) === 1) || PART_WORDS.get(half.text) !== 0.5) return null;
  return at + 3;
}

/** Past "a"/"an"/"of" ("half an hour", "a quarter of an hour"). */
function pastFillers(tokens: readonly Token[], at: number): number {
  let next = at;
  while (next < at + 2 && wordIs(tokens[next], PART_FILLERS)) next++;
  return next;
}

/** "25", "1 1/2", "10-15" (the first), "10 til 15". */
function numberAmount(tokens: readonly Token[], at: number): Amount | null {
  const token = tokens[at]!;
  const before = tokens[at - 1];
  if (before?.kind === "word" && touching(before, token)) return null;
  let value = token.value;
  let next = at + 1;
  const after = tokens[next];
  if (!token.fraction && Number.isInteger(value) && after?.kind === "number" && after.fraction && !touching(token, after)) {
    value += after.value;
    next++;
  }
  // "200 til 25 minuttir" is no range: a range's second number is the larger.
  const upTo = tokens[next + 1];
  if (wordIs(tokens[next], RANGE_MARKS) && upTo?.kind === "number" && upTo.value >= value) next += 2;
  return { value, next, article: false };
}

/** "ein", "eina hálva", "forty-five", "an", "a half". */
function wordAmount(tokens: readonly Token[], at: number): Amount | null {
  const token = tokens[at]!;
  const article = ARTICLES.has(token.text);
  const value = NUMBER_WORDS.get(token.text) ?? (article ? 1 : undefined);
  if (value === undefined) return null;
  const part = PART_WORDS.get(tokens[at + 1]?.text ?? "");
  if (value === 1 && part !== undefined) return { value: part, next: pastFillers(tokens, at + 2), article: false };
  const [hyphen, ones] = [tokens[at + 1], tokens[at + 2]];
  const onesValue = NUMBER_WORDS.get(ones?.text ?? "") ?? 0;
  if (TENS_WORDS.has(token.text) && hyphen?.text === "-" && touching(token, hyphen) && touching(hyphen, ones) && onesValue < 10) {
    return { value: value + onesValue, next: at + 3, article: false };
  }
  return { value, next: at + 1, article };
}

function amountAt(tokens: readonly Token[], at: number): Amount | null {
  const token = tokens[at];
  if (token === undefined || token.kind === "mark") return null;
  if (token.kind === "number") return numberAmount(tokens, at);
  const part = PART_WORDS.get(token.text);
  if (part !== undefined) return { value: part, next: pastFillers(tokens, at + 1), article: false };
  return wordAmount(tokens, at);
}

/** One amount and its unit ("20 minuttir", "an hour and a half"): its seconds, its unit's and the token after it. */
function partAt(tokens: readonly Token[], at: number): { seconds: number; unit: number; next: number } | null {
  const amount = amountAt(tokens, at);
  if (amount === null) return null;
  let { value, next } = amount;
  const halfBefore = andAHalf(tokens, next);
  if (halfBefore !== null) {
    value += 0.5;
    next = halfBefore;
  }
  const unitToken = tokens[next];
  const unit = unitToken?.kind === "word" ? UNIT_SECONDS.get(unitToken.text) : undefined;
  if (unit === undefined || (amount.article && unit < 60)) return null;
  next++;
  const halfAfter = halfBefore === null ? andAHalf(tokens, next) : null;
  if (halfAfter !== null) {
    value += 0.5;
    next = halfAfter;
  }
  return { seconds: value * unit, unit, next };
}

/** A duration from its first token: parts in falling units, joined or not ("1 tíma og 20 minuttir", "1 hour, 20 minutes"). */
function durationAt(tokens: readonly Token[], at: number): { seconds: number; next: number } | null {
  const first = partAt(tokens, at);
  if (first === null) return null;
  let { seconds, unit, next } = first;
  while (unit > 1) {
    let from = next;
    if (wordIs(tokens[from], JOINERS)) from++;
    if (tokens[from - 1]?.text === "," && wordIs(tokens[from], JOINERS)) from++;
    const part = partAt(tokens, from);
    if (part === null || part.unit >= unit) break;
    seconds += part.seconds;
    unit = part.unit;
    next = part.next;
  }
  return { seconds: Math.round(seconds), next };
}

export function timersInStep(text: string): StepTimer[] {
  const tokens = tokensOf(text);
  const timers: StepTimer[] = [];
  let at = 0;
  while (at < tokens.length) {
    const found = durationAt(tokens, at);
    if (found === null) {
      at++;
      continue;
    }
    const start = tokens[at]!.start;
    const end = tokens[found.next - 1]!.end;
    if (found.seconds >= 1 && found.seconds <= LONGEST_SECONDS) timers.push({ start, end, text: text.slice(start, end), seconds: found.seconds });
    at = found.next;
  }
  return timers;
}
