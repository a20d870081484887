import { ITEM_UNIT_MAX, MAX_ITEM_QUANTITY } from "../limits";
import { parseShoppingInput } from "../quick-add/shopping";
import type { RecipeIngredient } from "../schemas/recipes";
import { formatAmount } from "./amounts";

/** A recipe's ingredient lines, read by the shopping list's Faroese parser (docs/features/recipes.md "Ingredients"). */

const GLYPHS: Record<string, number> = { "½": 1 / 2, "¼": 1 / 4, "¾": 3 / 4, "⅓": 1 / 3, "⅔": 2 / 3 };
const LEADING_NUMBER = /^(\d+\/\d+|\d*[½¼¾⅓⅔]|\d+(?:[.,]\d+)?)\s*/u;

/** "½" → 0.5, "1½" → 1.5, "1/2" → 0.5, "1,5" → 1.5; null for anything else. */
export function numberOf(text: string): number | null {
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  const glyph = /^(\d*)([½¼¾⅓⅔])$/u.exec(text);
  if (glyph) return Number(glyph[1] || 0) + (GLYPHS[glyph[2]!] ?? 0);
  const decimal = /^\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(",", ".")) : Number.NaN;
  return Number.isFinite(decimal) ? decimal : null;
}

/** "1 1/2 dl" is written "1½ dl" before the parser reads it, which knows one number per amount. */
const mixedNumbers = (line: string) =>
  line
    .replace(/(\d+)\s+1\/2(?!\d)/g, "$1½")
    .replace(/(\d+)\s+1\/4(?!\d)/g, "$1¼")
    .replace(/(\d+)\s+3\/4(?!\d)/g, "$1¾");

/** "2 dl rjómi" → 2, "dl", "Rjómi"; "1/2 tsk salt" → 0.5, "tsk", "Salt"; "salt og pipar" → no amount. The line is kept as written. */
export function parseIngredientLine(line: string): RecipeIngredient {
  const parsed = parseShoppingInput(mixedNumbers(line));
  if (parsed.parts.length === 0) return { line, amount: null, unit: null, name: parsed.name };
  const unitText = parsed.unit ?? "";
  const leading = LEADING_NUMBER.exec(unitText);
  const inUnit = leading ? numberOf(leading[1]!) : null;
  if (leading && inUnit !== null) {
    const unit = unitText.slice(leading[0].length);
    return { line, amount: inUnit * parsed.quantity, unit: unit === "" ? null : unit, name: parsed.name };
  }
  return { line, amount: parsed.quantity, unit: parsed.unit, name: parsed.name };
}

/** Pieces ("3 egg" for 6 when written for 4: 4½) are bought whole: rounded up, as formatAmount reads a near-whole amount. */
const wholePieces = (amount: number) => Math.min(MAX_ITEM_QUANTITY, Math.max(1, Math.ceil(amount - 0.02)));

/**
 * How a scaled ingredient goes on the shopping list: a whole amount is the item's quantity, any
 * other amount its unit text ("1½ dl"); pieces (no unit) are rounded up to whole ones.
 */
export function shoppingAmount(ingredient: RecipeIngredient): { quantity: number; unit: string | null } {
  const { amount, unit } = ingredient;
  if (amount === null) return { quantity: 1, unit: unit };
  if (unit === null) return { quantity: wholePieces(amount), unit: null };
  const text = formatAmount(amount);
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_ITEM_QUANTITY) return { quantity: Number(text), unit };
  const unitText = unit === null ? text : `${text} ${unit}`;
  return { quantity: 1, unit: unitText.length <= ITEM_UNIT_MAX ? unitText : null };
}
