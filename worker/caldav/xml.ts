import { XMLParser, XMLValidator } from "fast-xml-parser";
import { davXmlMessages as m } from "@contract/messages";
import { davError } from "./errors";
import { assertXmlWithinLimits, XML_DEPTH_MAX } from "./xml-limits";

/**
 * WebDAV's XML both ways (docs/features/caldav.md "XML"). Requests are parsed by fast-xml-parser with
 * entity processing off and a DOCTYPE refused before parsing, so no DTD, external entity or entity
 * expansion is ever read; only XML's five predefined entities and character references are decoded
 * in text. Namespaces are resolved here (the parser keeps prefixes as written). Answers are written
 * as text from a few fixed prefixes.
 */
export const NS = {
  dav: "DAV:",
  caldav: "urn:ietf:params:xml:ns:caldav",
  cs: "http://calendarserver.org/ns/",
  apple: "http://apple.com/ns/ical/",
} as const;

const PREFIXES: Record<string, string> = { [NS.dav]: "d", [NS.caldav]: "c", [NS.cs]: "cs", [NS.apple]: "a" };

export interface XmlElement {
  ns: string;
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** `{namespace}name`, as properties are keyed. */
export const clark = (ns: string, name: string) => `{${ns}}${name}`;
export const clarkOf = (element: XmlElement) => clark(element.ns, element.name);

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // The pre-scan refused anything deeper; the parser's own limit stays as a second fence.
  maxNestedTags: XML_DEPTH_MAX + 1,
});

const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** XML's predefined entities and character references; anything else stays as written. */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/gi, (whole, entity: string) => {
    if (entity[0] !== "#") return PREDEFINED[entity.toLowerCase()] ?? whole;
    const code = entity[1] === "x" || entity[1] === "X" ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

type RawNode = Record<string, unknown>;

function resolve(node: RawNode, scope: Record<string, string>): XmlElement | null {
  const tag = Object.keys(node).find((key) => key !== ":@");
  if (!tag || tag === "#text") return null;
  const attrs = (node[":@"] ?? {}) as Record<string, string>;
  const inner = { ...scope };
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "xmlns") inner[""] = value;
    else if (key.startsWith("xmlns:")) inner[key.slice(6)] = value;
  }
  const colon = tag.indexOf(":");
  const prefix = colon < 0 ? "" : tag.slice(0, colon);
  const ns = inner[prefix];
  if (ns === undefined && prefix !== "") throw davError(400, m.prefixUndeclared);
  const raw = (node[tag] ?? []) as RawNode[];
  const children = raw.map((child) => resolve(child, inner)).filter((child): child is XmlElement => child !== null);
  const text = raw.map((child) => (typeof child["#text"] === "string" ? child["#text"] : "")).join("");
  const plainAttrs = Object.fromEntries(
    Object.entries(attrs)
      .filter(([key]) => key !== "xmlns" && !key.startsWith("xmlns:"))
      .map(([k, v]) => [k, decode(v)]),
  );
  return { ns: ns ?? "", name: colon < 0 ? tag : tag.slice(colon + 1), attrs: plainAttrs, children, text: decode(text) };
}

/** The parser's tree, or 400: whatever the parser throws is a body it could not read, never a 500. */
function parsed(body: string): RawNode[] {
  try {
    if (XMLValidator.validate(body) === true) return parser.parse(body) as RawNode[];
  } catch {
    // Refused below, as the validator's "no" is.
  }
  throw davError(400, m.notWellFormed);
}

/**
 * The request body's root element; null for an empty body. 400 for a DOCTYPE, a body over the
 * limits of xml-limits.ts (checked before the parser runs) or XML that is not well formed.
 */
export function parseXml(body: string): XmlElement | null {
  if (body.trim() === "") return null;
  if (/<!DOCTYPE/i.test(body) || /<!ENTITY/i.test(body)) throw davError(400, m.doctype);
  assertXmlWithinLimits(body);
  const nodes = parsed(body);
  const roots = nodes.map((node) => resolve(node, {})).filter((node): node is XmlElement => node !== null);
  if (roots.length !== 1) throw davError(400, m.noSingleRoot);
  return roots[0]!;
}

export const childrenNamed = (element: XmlElement, ns: string, name: string) => element.children.filter((child) => child.ns === ns && child.name === name);
export const childNamed = (element: XmlElement, ns: string, name: string) => element.children.find((child) => child.ns === ns && child.name === name);

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[char]};`);

/** An element of a known namespace, empty or with (already written) content. */
export function tag(ns: string, name: string, content = ""): string {
  const prefix = PREFIXES[ns];
  const qname = prefix ? `${prefix}:${name}` : name;
  const declare = prefix ? "" : ` xmlns="${escapeXml(ns)}"`;
  return content === "" ? `<${qname}${declare}/>` : `<${qname}${declare}>${content}</${qname}>`;
}

export const dav = (name: string, content = "") => tag(NS.dav, name, content);

/** A whole XML answer, its root declaring the fixed prefixes. */
export function xmlDocument(root: string): string {
  const declarations = Object.entries(PREFIXES)
    .map(([ns, prefix]) => ` xmlns:${prefix}="${ns}"`)
    .join("");
  return `<?xml version="1.0" encoding="utf-8"?>\n${root.replace(/^<([a-z:]+)/, `<$1${declarations}`)}`;
}
