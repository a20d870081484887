import { ITEM_UNIT_MAX, MAX_ITEM_QUANTITY } from "../limits";
import { capitaliseAfterPart, type Span, WORD_END, withoutSpans } from "./text";

/** A recognised quantity and unit: "2 l", "x12", "½ kg". */
export interface AmountPart extends Span {
  kind: "amount";
  quantity: number;
  unit: string | null;
}

export interface ShoppingInput {
  name: string;
  quantity: number;
  unit: string | null;
  /** What was recognised (at most one amount), for the preview; empty when the input is all name. */
  parts: AmountPart[];
}

export interface ShoppingParseOptions {
  /** The preview's chip was removed: the amount's text stays in the name. */
  ignoreAmount?: boolean;
}

/** Units as Faroese shops and recipes write them, abbreviations with or without their dot. */
const UNITS =
  "(?:l|ltr|dl|cl|ml|kg|g|gr|stk|pk|pakki|pakkar|pakka|poki|pokar|posi|posar|flaska|fløskur|dós|dósir|bakki|bakkar|rulla|rullur|askur|askar|glas|stykki|tsk|msk|teskeið|teskeiðir|matskeið|matskeiðir|fedd)\\.?";
/** A whole number, a fraction or a decimal: "2", "½", "1½", "1/2", "1,5". */
const NUMBER = "\\d+/\\d+|\\d*[½¼¾⅓⅔]|\\d+(?:[.,]\\d+)?";

interface AmountShape {
  pattern: string;
  /** Only before the name: a bare number after it is too often part of the name ("Omega 3"). */
  leadingOnly?: boolean;
}

const SHAPES: readonly AmountShape[] = [
  // "2 x 1,5 l": two bottles of one and a half litres.
  { pattern: `(?<count>\\d+)\\s*[x×]\\s*(?<number>${NUMBER})\\s*(?<unit>${UNITS})${WORD_END}` },
  { pattern: `(?<number>${NUMBER})\\s*(?<unit>${UNITS})${WORD_END}` },
  { pattern: `[x×]\\s*(?<count>\\d+)${WORD_END}` },
  { pattern: `(?<count>\\d+)\\s*[x×]${WORD_END}` },
  { pattern: `(?<number>${NUMBER})${WORD_END}`, leadingOnly: true },
];

const compile = (flagsPattern: (amount: string) => string) => SHAPES.map((shape) => ({ shape, regex: new RegExp(flagsPattern(shape.pattern), "iu") }));

/** A name that is only a unit ("2 l") is no name: the line stays as typed. */
const UNIT_ONLY = new RegExp(`^${UNITS}$`, "iu");

const LEADING = compile((amount) => `^\\s*(?<amount>${amount})\\s+\\S`);
const TRAILING = compile((amount) => `\\S\\s+(?<amount>${amount})\\s*$`);

const isWhole = (text: string) => /^\d+$/.test(text);
const inRange = (n: number) => n >= 1 && n <= MAX_ITEM_QUANTITY;

/** Quantity and unit from the matched pieces; null when they make no item amount (0, 1000 bare, a unit too long). */
function amountOf({ count, number, unit }: { count?: string; number?: string; unit?: string }): { quantity: number; unit: string | null } | null {
  if (count !== undefined && !inRange(Number(count))) return null;
  const quantityFromCount = count === undefined ? null : Number(count);
  if (number === undefined) return quantityFromCount === null ? null : { quantity: quantityFromCount, unit: null };
  // A whole number before a unit is the quantity ("2 l"); a fraction or decimal stays in the unit text ("½ kg").
  if (quantityFromCount === null && isWhole(number) && inRange(Number(number))) return { quantity: Number(number), unit: unit ?? null };
  if (unit === undefined && isWhole(number)) return null;
  const text = unit === undefined ? number : `${number} ${unit}`;
  if (text.length > ITEM_UNIT_MAX) return null;
  return { quantity: quantityFromCount ?? 1, unit: text };
}

function findAmount(input: string): AmountPart | null {
  for (const [candidates, leading] of [
    [LEADING, true],
    [TRAILING, false],
  ] as const) {
    for (const { shape, regex } of candidates) {
      if (shape.leadingOnly && !leading) continue;
      const match = regex.exec(input);
      const text = match?.groups?.amount;
      if (!match || text === undefined) continue;
      const amount = amountOf(match.groups ?? {});
      if (!amount) continue;
      const start = leading ? input.indexOf(text) : input.lastIndexOf(text);
      return { kind: "amount", start, end: start + text.length, text, ...amount };
    }
  }
  return null;
}

/**
 * Reads a shopping line: "2 l mjólk", "mjólk 2 l", "3 appilsinir", "egg x12", "½ kg smør" → name,
 * quantity and unit (docs/features/quick-add.md). Anything else is all name, quantity 1.
 */
export function parseShoppingInput(text: string, options: ShoppingParseOptions = {}): ShoppingInput {
  const plain: ShoppingInput = { name: text.replace(/\s+/g, " ").trim(), quantity: 1, unit: null, parts: [] };
  const amount = options.ignoreAmount ? null : findAmount(text);
  if (!amount) return plain;
  const rest = withoutSpans(text, [amount]);
  if (rest === "" || UNIT_ONLY.test(rest)) return plain;
  return { name: capitaliseAfterPart(rest, text, [amount]), quantity: amount.quantity, unit: amount.unit, parts: [amount] };
}
