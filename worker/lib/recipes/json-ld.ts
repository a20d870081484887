/**
 * One `<script type="application/ld+json">` block's text as JSON, tolerating what real pages put
 * there (docs/features/recipe-import.md "JSON-LD"): an HTML comment or CDATA wrapper around it, raw
 * line breaks and tabs inside strings, a comma before a closing bracket. A block that is still not
 * JSON is skipped (undefined), and the page's other blocks are read as usual.
 */

const WRAPPERS = /^\s*(?:<!--|(?:\/\/\s*)?<!\[CDATA\[)|(?:-->|(?:\/\/\s*)?\]\]>)\s*$/g;
/** What a page leaves raw inside its strings: line breaks and tabs. */
const CONTROL = /[\t\n\r\f\v]/g;
const TRAILING_COMMA = /,(\s*[}\]])/g;

const parsed = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

export function parseJsonLd(text: string): unknown {
  const unwrapped = text.replace(WRAPPERS, "").trim();
  if (unwrapped === "") return undefined;
  const first = parsed(unwrapped);
  if (first.ok) return first.value;
  // Between tokens a control character is white space; inside a string JSON forbids it, and a space reads as the page meant.
  const repaired = parsed(unwrapped.replace(CONTROL, " ").replace(TRAILING_COMMA, "$1"));
  return repaired.ok ? repaired.value : undefined;
}
