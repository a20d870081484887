import { plainLines, plainText } from "../plain-text";

/** Texts as the recipe apps store them, made into a draft's lines and steps (docs/features/recipe-import.md "Export files"). */

/** An amount as a Faroese recipe writes it, for the ingredient parser to read back: 2 → "2", 1.5 → "1,5", 0.333 → "0,33". */
export function amountText(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  return String(rounded).replace(".", ",");
}

/**
 * A structured ingredient (Tandoor's, a Mealie backup's) written back as the one line a person
 * would write ("2 dl rjómi, þeyttur"): amount, unit, food, then the note after a comma; the amount
 * left out when there is none (0, or the app's "no amount"), and the unit with it.
 */
export function ingredientLine(parts: { amount: number | null; unit: string; food: string; note: string }): string {
  const amount = parts.amount !== null && Number.isFinite(parts.amount) && parts.amount > 0 ? amountText(parts.amount) : "";
  const head = [amount, amount ? parts.unit : "", parts.food]
    .map((part) => plainText(part))
    .filter(Boolean)
    .join(" ");
  const note = plainText(parts.note);
  if (!head) return note;
  return note ? `${head}, ${note}` : head;
}

/** A number as an app wrote it: 2, 2.5, "2.5" or "2,5". */
export function numberOf(value: unknown): number | null {
  const number = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value.trim().replace(",", ".")) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

export const stringOf = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/** Markdown's marks that are no part of the text: headings, emphasis, links and pictures, code. */
function unmarked(line: string): string {
  return line
    .replace(/^\s{0,3}#{1,6}\s+/, "")
    .replace(/^\s{0,3}>\s?/, "")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/`([^`]*)`/g, "$1");
}

const LIST_ITEM = /^\s*(?:[-*+•]|\d{1,3}[.)])\s+/;

/**
 * A method written in Markdown (Tandoor's and Mealie's steps) as steps: one per paragraph and per
 * list item, the lines of a paragraph joined, Markdown's marks and any HTML taken out.
 */
export function markdownSteps(text: string): string[] {
  const steps: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const step = paragraph.join(" ").replace(/\s+/g, " ").trim();
    if (step) steps.push(step);
    paragraph = [];
  };
  for (const block of text.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/)) {
    for (const line of plainLines(block)) {
      if (LIST_ITEM.test(line)) flush();
      paragraph.push(unmarked(line.replace(LIST_ITEM, "")));
    }
    flush();
  }
  return steps;
}
