/**
 * Text out of HTML (docs/features/recipe-import.md "Text only"): a recipe page's and an export's
 * texts carry tags and entities ("that&#39;s it", "<p>Blanda…</p>", "jelly roll&nbsp;pan"); a draft
 * keeps none of either.
 */

/** U+00A0 to U+00FF in order: the Latin-1 names HTML 4 gave them (æ, ø, ð, á… are among them). */
const LATIN1 =
  "nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest " +
  "Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig " +
  "agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml";

/** The other names recipe pages use: markup's own, typography, fractions. */
const OTHERS: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  ndash: "–",
  mdash: "—",
  minus: "−",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  lsaquo: "‹",
  rsaquo: "›",
  hellip: "…",
  bull: "•",
  prime: "′",
  Prime: "″",
  euro: "€",
  trade: "™",
  frac13: "⅓",
  frac23: "⅔",
  frac15: "⅕",
  frac18: "⅛",
  OElig: "Œ",
  oelig: "œ",
  Scaron: "Š",
  scaron: "š",
  ensp: " ",
  emsp: " ",
  thinsp: " ",
  zwnj: "",
  zwj: "",
  lrm: "",
  rlm: "",
};

const NAMED = new Map<string, string>([
  ...LATIN1.split(" ").map((name, index): [string, string] => [name, String.fromCharCode(0xa0 + index)]),
  ...Object.entries(OTHERS),
]);

/** What pages mean by the C1 numbers (&#150;): Windows-1252's characters, as browsers read them. */
const WINDOWS_1252: Record<number, string> = { 128: "€", 133: "…", 145: "‘", 146: "’", 147: "“", 148: "”", 149: "•", 150: "–", 151: "—", 153: "™" };

function fromCodePoint(code: number): string {
  if (WINDOWS_1252[code]) return WINDOWS_1252[code];
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || (code >= 0x80 && code < 0xa0)) return "\uFFFD";
  return String.fromCodePoint(code);
}

/** `&amp;`, `&#39;`, `&#x27;`, `&oslash;` → their characters; a name we do not know, or a bare `&`, stays as written. */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));?/g, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    return whole.endsWith(";") ? (NAMED.get(name ?? "") ?? whole) : whole;
  });
}

/** Elements after which a browser starts a new line: where a single text is split into steps or lines. */
const BLOCK = "address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|ol|p|pre|section|table|td|th|tr|ul";
const SKIPPED = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?(-->|$)/g;
const BLOCK_TAG = new RegExp(`<\\/?(?:${BLOCK})\\b[^>]*>`, "gi");
/** A tag as HTML writes one: a letter after `<` or `</`, so "bake < 10 min" is kept as text. */
const TAG = /<\/?[A-Za-z][A-Za-z0-9:-]*(?:\s[^<>]*)?\/?>|<![^<>]*>|<\?[^<>]*>/g;
/** Control characters (all below a space but the white space ones) and the invisible ones: soft hyphens, zero-width spaces, BOMs. */
const INVISIBLE = /[^\t\n\r\f\v -\uffff]|[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/** Tags out (blocks as line breaks), entities decoded, then tags again: some pages escape their markup twice (`&lt;p&gt;`). */
function markupAsText(html: string): string {
  const once = html.replace(SKIPPED, "\n").replace(COMMENT, "").replace(BLOCK_TAG, "\n").replace(TAG, "");
  return decodeEntities(once).replace(BLOCK_TAG, "\n").replace(TAG, "").replace(INVISIBLE, "");
}

const collapse = (line: string) => line.replace(/\s+/g, " ").trim();

/** The text as lines: one per line break, `<br>`, paragraph or list item; white space collapsed, blank lines dropped. */
export function plainLines(html: string): string[] {
  return markupAsText(html)
    .split(/[\r\n\u2028\u2029]+/)
    .map(collapse)
    .filter((line) => line !== "");
}

/** The text on one line: tags out, entities decoded, all white space (line breaks too) collapsed to single spaces. */
export function plainText(html: string): string {
  return collapse(markupAsText(html));
}
