import type { RecipeDraft } from "@contract/schemas/recipes";
import { finishDraft, webAddress } from "./draft";
import { minutesOf } from "./iso-duration";
import { decodeEntities } from "./plain-text";
import { schemaSteps } from "./schema-steps";
import { hasType, isNode, linesOf, listOf, type SchemaNode, tagsOf, textOf } from "./schema-values";
import { servingsOf } from "./yields";

/**
 * A schema.org Recipe as a draft (docs/features/recipe-import.md "What a page gives"): found
 * anywhere in a page's JSON-LD (a lone object, a list, Yoast's `@graph`, a WebPage's `mainEntity`,
 * `@type` a name, a list or an address) or its microdata (read into the same shape, microdata.ts).
 */

/** How many nodes a search looks at: a page's JSON-LD is a few hundred; a hostile one is cut off here. */
const NODES_MAX = 20_000;

/** Every node of the values, breadth first (so a Recipe at the top wins over one mentioned inside it), with no node visited twice. */
function* nodesOf(values: readonly unknown[]): Generator<SchemaNode> {
  const queue: unknown[] = [...values];
  const seen = new Set<unknown>();
  for (let at = 0; at < queue.length && at < NODES_MAX; at++) {
    const value = queue[at];
    if (typeof value !== "object" || value === null || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) queue.push(...value);
    else {
      yield value as SchemaNode;
      queue.push(...Object.values(value));
    }
  }
}

/** The first Recipe in the values, or null. */
export function findSchemaRecipe(values: readonly unknown[]): SchemaNode | null {
  for (const node of nodesOf(values)) if (hasType(node, "Recipe")) return node;
  return null;
}

/** Nodes by their `@id`, for references (Yoast's `"image": {"@id": "…#primaryimage"}` names an ImageObject elsewhere in the graph). */
export function nodesById(values: readonly unknown[]): Map<string, SchemaNode> {
  const byId = new Map<string, SchemaNode>();
  for (const node of nodesOf(values)) {
    const id = node["@id"];
    if (typeof id === "string" && Object.keys(node).length > 1 && !byId.has(id)) byId.set(id, node);
  }
  return byId;
}

/** The first usable picture: an address, an ImageObject's `url` or `contentUrl`, a reference to one, or the first such in a list. */
function imageOf(value: unknown, byId: Map<string, SchemaNode>, base: string, depth = 0): string | null {
  if (depth > 4) return null;
  for (const entry of listOf(value)) {
    let image: string | null = null;
    // Some pages write their addresses' `&` as `&amp;`; microdata's attributes come as written.
    if (typeof entry === "string") image = webAddress(decodeEntities(entry), base);
    else if (isNode(entry)) {
      const id = entry["@id"];
      const referenced = typeof id === "string" && Object.keys(entry).length === 1 ? byId.get(id) : undefined;
      image = referenced ? imageOf(referenced, byId, base, depth + 1) : imageOf(entry.url ?? entry.contentUrl, byId, base, depth + 1);
    }
    if (image) return image;
  }
  return null;
}

export interface PageContext {
  /** The page's address: the draft's source, and what relative picture addresses are read against. */
  pageUrl: string;
  /** The page's own title (og:title, else `<title>`), for a recipe that names itself nowhere. */
  pageTitle: string;
  /** All nodes of the page's JSON-LD, for `@id` references. */
  byId: Map<string, SchemaNode>;
}

/** The Recipe node as a draft, within the recipe box's limits; null when it has nothing to show. */
export function draftFromSchema(recipe: SchemaNode, page: PageContext): RecipeDraft | null {
  return finishDraft(
    {
      title: textOf(recipe.name) || textOf(recipe.headline),
      servings: servingsOf(recipe.recipeYield ?? recipe.yield),
      ingredients: linesOf(recipe.recipeIngredient ?? recipe.ingredients),
      steps: schemaSteps(recipe.recipeInstructions),
      prepMinutes: minutesOf(recipe.prepTime),
      cookMinutes: minutesOf(recipe.cookTime),
      totalMinutes: minutesOf(recipe.totalTime),
      sourceUrl: page.pageUrl,
      // The page's own kinds first: keywords are often a long list of search words.
      tags: tagsOf(recipe.recipeCategory, recipe.recipeCuisine, recipe.keywords),
      imageUrl: imageOf(recipe.image, page.byId, page.pageUrl),
    },
    page.pageTitle,
  );
}
