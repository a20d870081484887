import {
  RECIPE_INGREDIENTS_MAX,
  RECIPE_LINE_MAX,
  RECIPE_MINUTES_MAX,
  RECIPE_SERVINGS_MAX,
  RECIPE_STEP_MAX,
  RECIPE_STEPS_MAX,
  RECIPE_TAG_MAX,
  RECIPE_TAGS_MAX,
  RECIPE_TITLE_MAX,
  RECIPE_URL_MAX,
} from "@contract/recipe-limits";
import { recipeMessages as m } from "@contract/recipe-messages";
import type { RecipeDraft } from "@contract/schemas/recipes";

/** What a page or an export gave, as plain text already, before the recipe box's limits are applied. */
export interface RawDraft {
  title: string;
  servings: number | null;
  ingredients: readonly string[];
  steps: readonly string[];
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  sourceUrl: string | null;
  tags: readonly string[];
  imageUrl: string | null;
}

/** A text cut to `max` characters, the cut marked with "…" (never through a surrogate pair). */
export function cut(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  let end = max - 1;
  const last = trimmed.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${trimmed.slice(0, end).trimEnd()}…`;
}

/** Lines trimmed, blank ones dropped, each cut to `max`, at most `count` of them. */
const lines = (values: readonly string[], max: number, count: number) =>
  values
    .map((value) => cut(value, max))
    .filter((value) => value !== "")
    .slice(0, count);

/** Each tag once, whatever its case ("Dessert" and "dessert"), the first spelling kept. */
function tagsOf(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of lines(values, RECIPE_TAG_MAX, Number.POSITIVE_INFINITY)) {
    const key = tag.toLocaleLowerCase("fo");
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
    if (kept.length === RECIPE_TAGS_MAX) break;
  }
  return kept;
}

const wholeIn = (value: number | null, min: number, max: number) => (value !== null && Number.isInteger(value) && value >= min && value <= max ? value : null);

/**
 * An address as the recipe box keeps one: http(s), no user or password in it, resolved against
 * `base` when relative (a page's own images), at most RECIPE_URL_MAX characters; else null.
 */
export function webAddress(value: string | null | undefined, base?: string): string | null {
  if (!value?.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username !== "" || url.password !== "") return null;
  return url.href.length <= RECIPE_URL_MAX ? url.href : null;
}

/**
 * The draft the phone is shown, within every limit of `recipeBody` (contract/schemas/recipes.ts) so
 * it saves as it is: lines and steps cut and counted, tags once each, times and servings in range,
 * addresses checked. A draft with no name gets `fallbackTitle` (a page's own title) or "Uppskrift
 * uttan heiti"; one with no name, no ingredient and no step is no recipe (null).
 */
export function finishDraft(raw: RawDraft, fallbackTitle = ""): RecipeDraft | null {
  const ingredients = lines(raw.ingredients, RECIPE_LINE_MAX, RECIPE_INGREDIENTS_MAX);
  const steps = lines(raw.steps, RECIPE_STEP_MAX, RECIPE_STEPS_MAX);
  const title = cut(raw.title, RECIPE_TITLE_MAX);
  if (title === "" && ingredients.length === 0 && steps.length === 0) return null;
  return {
    title: title || cut(fallbackTitle, RECIPE_TITLE_MAX) || m.untitled,
    servings: wholeIn(raw.servings, 1, RECIPE_SERVINGS_MAX),
    ingredients,
    steps,
    prepMinutes: wholeIn(raw.prepMinutes, 0, RECIPE_MINUTES_MAX),
    cookMinutes: wholeIn(raw.cookMinutes, 0, RECIPE_MINUTES_MAX),
    totalMinutes: wholeIn(raw.totalMinutes, 0, RECIPE_MINUTES_MAX),
    sourceUrl: webAddress(raw.sourceUrl),
    tags: tagsOf(raw.tags),
    imageUrl: webAddress(raw.imageUrl),
  };
}
