import type { RecipeDraft } from "@contract/schemas/recipes";
import { parseJsonLd } from "./json-ld";
import { PageReader } from "./page-reader";
import { plainText } from "./plain-text";
import { draftFromSchema, findSchemaRecipe, nodesById } from "./schema-recipe";

/**
 * The recipe on a page (docs/features/recipe-import.md "Reading a page"), read in one streaming
 * pass of the runtime's HTMLRewriter (no DOM is built): a schema.org Recipe in its JSON-LD, else in
 * its microdata, as a draft within the recipe box's limits; null when the page has none. The
 * response's body is read to its end and not kept; `pageUrl` is the draft's source and the base of
 * relative picture addresses.
 */
export async function readRecipePage(response: Response, pageUrl: string): Promise<RecipeDraft | null> {
  const reader = new PageReader();
  const rewritten = new HTMLRewriter()
    .on("*", { element: (element) => reader.element(element) })
    .onDocument({ text: (chunk) => reader.text(chunk) })
    .transform(response);
  // The rewritten page is not wanted, only the pass over it.
  const stream = rewritten.body?.getReader();
  if (stream) for (let chunk = await stream.read(); !chunk.done; chunk = await stream.read());
  reader.finish();

  const blocks = reader.jsonLd.map(parseJsonLd).filter((value) => value !== undefined);
  const pageTitle = plainText(reader.ogTitle) || plainText(reader.title);
  const fromJsonLd = findSchemaRecipe(blocks);
  const draft = fromJsonLd && draftFromSchema(fromJsonLd, { pageUrl, pageTitle, byId: nodesById(blocks) });
  if (draft) return draft;
  const fromMicrodata = findSchemaRecipe(reader.microdata.nodes());
  return fromMicrodata ? draftFromSchema(fromMicrodata, { pageUrl, pageTitle, byId: new Map() }) : null;
}
