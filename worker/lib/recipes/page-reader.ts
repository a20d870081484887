import { type EndAction, MicrodataReader } from "./microdata";

/**
 * What one streaming pass over a page collects (docs/features/recipe-import.md "Reading a page"):
 * the texts of its JSON-LD blocks, its microdata, its og:title and `<title>`. HTMLRewriter calls
 * `element` for every element and `text` for every text chunk, in document order; an element gets
 * one end handler (a second `onEndTag` would replace the first), which runs whatever its start set up.
 */

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
/** Where a page's text is not text: scripts, styles, templates. */
const RAW = new Set(["script", "style", "template", "noscript", "textarea", "title"]);
/** Elements that start a new line in the text of a property (a method written as paragraphs or a list). */
const BLOCKS = new Set([
  "address",
  "article",
  "blockquote",
  "br",
  "dd",
  "div",
  "dl",
  "dt",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "li",
  "ol",
  "p",
  "section",
  "table",
  "tr",
  "ul",
]);
/** An element whose end tag HTML lets a page leave out, and the starts that end it: `<li>a<li>b`. */
const ENDED_BY: Record<string, Set<string>> = {
  li: new Set(["li"]),
  p: new Set(["p", "div", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "table", "section", "blockquote"]),
  dt: new Set(["dt", "dd"]),
  dd: new Set(["dt", "dd"]),
  tr: new Set(["tr"]),
  td: new Set(["td", "th", "tr"]),
  th: new Set(["td", "th", "tr"]),
  option: new Set(["option"]),
};
const JSON_LD = /^\s*application\/ld\+json\s*(;|$)/i;
/** All JSON-LD of a page together, at most: the page itself is capped at 2 MiB before this. */
const JSON_LD_MAX = 4 * 1024 * 1024;

interface OpenElement {
  tag: string;
  ends: EndAction[];
  closed: boolean;
}

export class PageReader {
  readonly jsonLd: string[] = [];
  readonly microdata = new MicrodataReader();
  title = "";
  ogTitle = "";
  private readonly open: OpenElement[] = [];
  private raw = 0;
  private block: string[] | null = null;
  private titleText: string[] | null = null;
  private titleSeen = false;
  private jsonLdSize = 0;

  element(element: Element): void {
    const tag = element.tagName.toLowerCase();
    this.endLeftOpen(tag);
    const isVoid = VOID.has(tag);
    const ends: EndAction[] = [];
    if (BLOCKS.has(tag)) this.microdata.lineBreak();
    if (tag === "meta" && element.getAttribute("property") === "og:title" && !this.ogTitle) this.ogTitle = element.getAttribute("content") ?? "";
    if (RAW.has(tag)) {
      this.raw++;
      ends.push(() => this.raw--);
      this.startScript(element, tag, ends);
    }
    this.microdata.start(element, tag, isVoid, ends);
    if (isVoid) return;
    const entry: OpenElement = { tag, ends, closed: false };
    try {
      element.onEndTag(() => this.close(entry));
    } catch {
      // A self-closed element of SVG or MathML has no end tag: it ends here.
      for (const end of ends) end();
      return;
    }
    this.open.push(entry);
  }

  private startScript(element: Element, tag: string, ends: EndAction[]) {
    if (tag === "script" && JSON_LD.test(element.getAttribute("type") ?? "")) {
      const block: string[] = [];
      this.block = block;
      ends.push(() => {
        this.block = null;
        const text = block.join("");
        this.jsonLdSize += text.length;
        if (this.jsonLdSize <= JSON_LD_MAX) this.jsonLd.push(text);
      });
    }
    if (tag === "title" && !this.titleSeen) {
      const parts: string[] = [];
      this.titleSeen = true;
      this.titleText = parts;
      ends.push(() => {
        this.title = parts.join("");
        this.titleText = null;
      });
    }
  }

  text(chunk: Text): void {
    if (this.block) this.block.push(chunk.text);
    else if (this.titleText) this.titleText.push(chunk.text);
    else if (this.raw === 0) this.microdata.text(chunk.text);
  }

  /** Ends the element (and any left open inside it) once, whether its end tag, its parent's, or a sibling's start ended it. */
  private close(entry: OpenElement): void {
    if (entry.closed) return;
    const at = this.open.lastIndexOf(entry);
    const ended = at === -1 ? [entry] : this.open.splice(at).reverse();
    for (const element of ended) {
      if (element.closed) continue;
      element.closed = true;
      for (const end of element.ends) end();
    }
  }

  private endLeftOpen(tag: string): void {
    const top = this.open.at(-1);
    if (top && ENDED_BY[top.tag]?.has(tag)) this.close(top);
  }

  /** The document's end: whatever is still open ends. */
  finish(): void {
    const first = this.open[0];
    if (first) this.close(first);
  }
}
