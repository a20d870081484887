import type { SchemaNode } from "./schema-values";

/**
 * Microdata as a page's HTMLRewriter pass meets it (docs/features/recipe-import.md "Microdata"):
 * `itemscope` elements are items, `itemprop` elements their properties, nested items properties of
 * the item around them. A property's value is its `content` attribute, else the attribute its
 * element carries one in (`src`, `href`, `datetime`…), else its text. Read into the shape JSON-LD
 * has (`{"@type": [...], name: "…"}`) so one reader makes the draft of both.
 */

/** A text property, filled as its element's text streams by; a slot keeps the values in document order. */
interface TextSlot {
  text: string;
}
type MicrodataValue = MicrodataItem | TextSlot;
interface MicrodataItem {
  types: string[];
  props: Map<string, MicrodataValue[]>;
}

/** Run when the element ends (page-reader.ts calls them). */
export type EndAction = () => void;

/** Elements whose value is an address attribute (the microdata spec's list). */
const ADDRESS_ATTRIBUTE: Record<string, string> = {
  img: "src",
  audio: "src",
  video: "src",
  source: "src",
  embed: "src",
  iframe: "src",
  track: "src",
  a: "href",
  area: "href",
  link: "href",
  object: "data",
};
/** An `<a itemprop="recipeCategory" href="/c/dessert">Dessert</a>` is read by its text: only these are addresses. */
const ADDRESS_PROPS = new Set(["image", "url", "thumbnailUrl", "contentUrl", "sameAs"]);
/** A property's text is kept no longer than this: a step is at most 2,000 characters, a whole method a few dozen of them. */
const TEXT_MAX = 256 * 1024;
const DEPTH_MAX = 8;

const namesOf = (attribute: string | null) => (attribute ?? "").split(/\s+/).filter(Boolean);

/** The value an attribute gives (not yet decoded: the draft decodes every text once), or null when it is the element's text. */
function attributeValue(element: Element, tag: string, names: readonly string[]): string | null {
  const content = element.getAttribute("content");
  if (content !== null) return content;
  if (tag === "meta") return "";
  const attribute = ADDRESS_ATTRIBUTE[tag];
  if (attribute && (tag === "link" || names.some((name) => ADDRESS_PROPS.has(name)))) {
    const address = element.getAttribute(attribute);
    // Lazy-loading pages put a placeholder in src and the picture in data-src.
    const lazy = element.getAttribute(`data-${attribute}`) ?? element.getAttribute("data-lazy-src");
    return lazy && (!address || address.startsWith("data:")) ? lazy : (address ?? "");
  }
  if (tag === "data" || tag === "meter") return element.getAttribute("value") ?? "";
  if (tag === "time") return element.getAttribute("datetime");
  return null;
}

export class MicrodataReader {
  private readonly items: MicrodataItem[] = [];
  private readonly scopes: MicrodataItem[] = [];
  private readonly slots = new Set<TextSlot>();

  private add(item: MicrodataItem, names: readonly string[], value: MicrodataValue) {
    for (const name of names) {
      const values = item.props.get(name);
      if (values) values.push(value);
      else item.props.set(name, [value]);
    }
  }

  /** An element's start: a new item, a property read from an attribute, or a property whose text is collected until `ends` run. */
  start(element: Element, tag: string, isVoid: boolean, ends: EndAction[]): void {
    const names = namesOf(element.getAttribute("itemprop"));
    const scope = this.scopes.at(-1);
    if (element.hasAttribute("itemscope")) {
      const item: MicrodataItem = { types: namesOf(element.getAttribute("itemtype")), props: new Map() };
      if (names.length > 0 && scope) this.add(scope, names, item);
      else this.items.push(item);
      if (!isVoid) {
        this.scopes.push(item);
        ends.push(() => this.scopes.splice(this.scopes.lastIndexOf(item), 1));
      }
      return;
    }
    if (names.length === 0 || !scope) return;
    const attribute = attributeValue(element, tag, names);
    const slot: TextSlot = { text: attribute ?? "" };
    this.add(scope, names, slot);
    if (attribute !== null || isVoid) return;
    this.slots.add(slot);
    ends.push(() => this.slots.delete(slot));
  }

  /** Text of the page: every property being collected gets it. */
  text(text: string): void {
    for (const slot of this.slots) if (slot.text.length < TEXT_MAX) slot.text += text;
  }

  /** A block element started (a paragraph, a list item, a line break): the texts being collected get a line break. */
  lineBreak(): void {
    this.text("\n");
  }

  /** Every top-level item as a JSON-LD-shaped node: a property with one value has it as such, with several a list. */
  nodes(): SchemaNode[] {
    const asNode = (item: MicrodataItem, depth: number): SchemaNode => {
      const node: SchemaNode = { "@type": item.types };
      for (const [name, values] of item.props) {
        const read = values.map((value) => ("text" in value ? value.text : depth < DEPTH_MAX ? asNode(value, depth + 1) : null));
        node[name] = read.length === 1 ? read[0] : read;
      }
      return node;
    };
    return this.items.map((item) => asNode(item, 0));
  }
}
