import { davXmlMessages as m } from "@contract/messages";
import { davError } from "./errors";

/**
 * What a request's XML may hold (docs/features/caldav.md "XML"), checked by one pass over the text
 * before fast-xml-parser sees it, so a body built to make the parser (or the tree walk after it)
 * work hard is refused at the cost of reading it once. The real clients' bodies stay far below:
 * a calendar-query with a text-match is 7 levels deep, a multiget of 500 hrefs about 1,000 elements.
 */
export const XML_DEPTH_MAX = 24;
export const XML_ELEMENTS_MAX = 2000;
export const XML_ATTRIBUTES_PER_ELEMENT_MAX = 32;
export const XML_ATTRIBUTES_MAX = 2000;
/** A tag's or an attribute's name, prefix included. */
export const XML_NAME_MAX = 256;
/** A text between two tags, a CDATA section or an attribute's value, as written. */
export const XML_TEXT_MAX = 16_384;

/** A DAV `<d:error>` with no precondition of its own (RFC 4918 names none for this): the text says which limit. */
const tooComplex = (message: string) => davError(400, message, "");
const notWellFormed = () => davError(400, m.notWellFormed);

interface Counts {
  depth: number;
  elements: number;
  attributes: number;
}

const isSpace = (char: string | undefined) => char === " " || char === "\t" || char === "\n" || char === "\r";
const ENDS_NAME = new Set([" ", "\t", "\n", "\r", "=", "/", ">"]);

/** The end of the name starting at `at`, refused when it is longer than XML_NAME_MAX. */
function nameEnd(text: string, at: number): number {
  let end = at;
  while (end < text.length && !ENDS_NAME.has(text[end]!)) {
    end++;
    if (end - at > XML_NAME_MAX) throw tooComplex(m.xmlNameTooLong(XML_NAME_MAX));
  }
  if (end === at) throw notWellFormed();
  return end;
}

function skipSpace(text: string, at: number): number {
  let next = at;
  while (isSpace(text[next])) next++;
  return next;
}

/** One attribute `name = "value"` starting at `at`; returns where it ends. */
function attributeEnd(text: string, at: number): number {
  let next = skipSpace(text, nameEnd(text, at));
  if (text[next] !== "=") throw notWellFormed();
  next = skipSpace(text, next + 1);
  const quote = text[next];
  if (quote !== '"' && quote !== "'") throw notWellFormed();
  const close = text.indexOf(quote, next + 1);
  if (close < 0) throw notWellFormed();
  if (close - next - 1 > XML_TEXT_MAX) throw tooComplex(m.xmlTextTooLong(XML_TEXT_MAX));
  return close + 1;
}

/** An opening or empty tag whose `<` is at `at`: counts it and its attributes; returns where it ends. */
function openingTagEnd(text: string, at: number, counts: Counts): number {
  let next = nameEnd(text, at + 1);
  let attributes = 0;
  for (;;) {
    const before = next;
    next = skipSpace(text, next);
    if (text[next] === ">" || (text[next] === "/" && text[next + 1] === ">")) break;
    if (next === before || next >= text.length) throw notWellFormed();
    next = attributeEnd(text, next);
    attributes++;
    if (attributes > XML_ATTRIBUTES_PER_ELEMENT_MAX) throw tooComplex(m.xmlAttributesPerElement(XML_ATTRIBUTES_PER_ELEMENT_MAX));
  }
  counts.attributes += attributes;
  if (counts.attributes > XML_ATTRIBUTES_MAX) throw tooComplex(m.xmlAttributes(XML_ATTRIBUTES_MAX));
  counts.elements++;
  if (counts.elements > XML_ELEMENTS_MAX) throw tooComplex(m.xmlElements(XML_ELEMENTS_MAX));
  if (text[next] === ">") {
    counts.depth++;
    if (counts.depth > XML_DEPTH_MAX) throw tooComplex(m.xmlDepth(XML_DEPTH_MAX));
    return next + 1;
  }
  return next + 2;
}

/** The end of a section that runs to `close` (a comment, a processing instruction, CDATA); CDATA's length is a text's. */
function sectionEnd(text: string, at: number, open: string, close: string): number {
  const end = text.indexOf(close, at + open.length);
  if (end < 0) throw notWellFormed();
  if (open === "<![CDATA[" && end - at - open.length > XML_TEXT_MAX) throw tooComplex(m.xmlTextTooLong(XML_TEXT_MAX));
  return end + close.length;
}

const SECTIONS: readonly (readonly [string, string])[] = [
  ["<!--", "-->"],
  ["<![CDATA[", "]]>"],
  ["<?", "?>"],
];

/** The markup starting at `at` (a `<`): returns where it ends. */
function markupEnd(text: string, at: number, counts: Counts): number {
  for (const [open, close] of SECTIONS) if (text.startsWith(open, at)) return sectionEnd(text, at, open, close);
  // A DOCTYPE, an ENTITY or any other declaration: no DTD is ever read.
  if (text[at + 1] === "!") throw davError(400, m.doctype);
  if (text[at + 1] === "/") {
    const end = text.indexOf(">", at);
    if (end < 0) throw notWellFormed();
    counts.depth--;
    return end + 1;
  }
  return openingTagEnd(text, at, counts);
}

/**
 * Refuses, with 400 and the limit's text, a body deeper, larger or with longer names or texts than
 * the limits above, or with a DOCTYPE; what is left to decide (that tags match, that it is XML at
 * all) is the parser's.
 */
export function assertXmlWithinLimits(text: string): void {
  const counts: Counts = { depth: 0, elements: 0, attributes: 0 };
  let at = 0;
  for (;;) {
    const open = text.indexOf("<", at);
    const textEnd = open < 0 ? text.length : open;
    if (textEnd - at > XML_TEXT_MAX) throw tooComplex(m.xmlTextTooLong(XML_TEXT_MAX));
    if (open < 0) return;
    at = markupEnd(text, open, counts);
  }
}
