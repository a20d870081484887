import * as v from "valibot";
import { recipeMessages as r } from "../recipe-messages";
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
} from "../recipe-limits";
import { idSchema, instantAnswer } from "./common";

/** The family's recipe box (docs/features/recipes.md): the wire shapes. */

/** One ingredient as stored: the line as written, and what the Faroese parser read from it (contract/recipes/ingredient-line.ts). */
export const recipeIngredientAnswer = v.strictObject({
  line: v.string(),
  /** The amount as a number ("1/2 tsk" → 0.5); null when the line has none ("salt og pipar"). */
  amount: v.nullable(v.number()),
  unit: v.nullable(v.string()),
  name: v.string(),
});
export type RecipeIngredient = v.InferOutput<typeof recipeIngredientAnswer>;

export const recipeAnswer = v.strictObject({
  id: v.string(),
  title: v.string(),
  /** The recipe's picture in the family's album (docs/features/photos.md); null when it has none. */
  photoId: v.nullable(v.string()),
  servings: v.nullable(v.number()),
  ingredients: v.array(recipeIngredientAnswer),
  steps: v.array(v.string()),
  prepMinutes: v.nullable(v.number()),
  cookMinutes: v.nullable(v.number()),
  totalMinutes: v.nullable(v.number()),
  sourceUrl: v.nullable(v.string()),
  tags: v.array(v.string()),
  createdAt: instantAnswer,
  updatedAt: instantAnswer,
});
export type Recipe = v.InferOutput<typeof recipeAnswer>;
export const recipesAnswer = v.array(recipeAnswer);

/**
 * What an import read from a page or an export file, for the phone to show and confirm before
 * saving: text only (no HTML survives), the ingredients as their lines, and the picture as an
 * address the server fetches once when the recipe is saved (never hot-linked).
 */
export const recipeDraftAnswer = v.strictObject({
  title: v.string(),
  servings: v.nullable(v.number()),
  ingredients: v.array(v.string()),
  steps: v.array(v.string()),
  prepMinutes: v.nullable(v.number()),
  cookMinutes: v.nullable(v.number()),
  totalMinutes: v.nullable(v.number()),
  sourceUrl: v.nullable(v.string()),
  tags: v.array(v.string()),
  imageUrl: v.nullable(v.string()),
});
export type RecipeDraft = v.InferOutput<typeof recipeDraftAnswer>;
export const recipeDraftsAnswer = v.array(recipeDraftAnswer);

const trimmedText = (max: number, blank: string, tooLong: string) => v.pipe(v.string(blank), v.trim(), v.minLength(1, blank), v.maxLength(max, tooLong));

const minutesSchema = v.optional(
  v.nullable(
    v.pipe(v.number(r.minutesInvalid), v.integer(r.minutesInvalid), v.minValue(0, r.minutesInvalid), v.maxValue(RECIPE_MINUTES_MAX, r.minutesInvalid)),
  ),
  null,
);

export const servingsSchema = v.pipe(
  v.number(r.servingsInvalid),
  v.integer(r.servingsInvalid),
  v.minValue(1, r.servingsInvalid),
  v.maxValue(RECIPE_SERVINGS_MAX, r.servingsInvalid),
);

/** A recipe as a phone saves it (create and whole replace): lines, not parsed ingredients; the server parses them. */
export const recipeBody = v.strictObject({
  title: trimmedText(RECIPE_TITLE_MAX, r.titleBlank, r.titleTooLong),
  servings: v.optional(v.nullable(servingsSchema), null),
  ingredients: v.optional(
    v.pipe(v.array(trimmedText(RECIPE_LINE_MAX, r.lineBlank, r.lineTooLong), r.ingredientsInvalid), v.maxLength(RECIPE_INGREDIENTS_MAX, r.ingredientsTooMany)),
    [],
  ),
  steps: v.optional(
    v.pipe(v.array(trimmedText(RECIPE_STEP_MAX, r.stepBlank, r.stepTooLong), r.stepsInvalid), v.maxLength(RECIPE_STEPS_MAX, r.stepsTooMany)),
    [],
  ),
  prepMinutes: minutesSchema,
  cookMinutes: minutesSchema,
  totalMinutes: minutesSchema,
  sourceUrl: v.optional(v.nullable(v.pipe(v.string(r.urlInvalid), v.trim(), v.maxLength(RECIPE_URL_MAX, r.urlInvalid), v.url(r.urlInvalid))), null),
  tags: v.optional(v.pipe(v.array(trimmedText(RECIPE_TAG_MAX, r.tagBlank, r.tagTooLong), r.tagsInvalid), v.maxLength(RECIPE_TAGS_MAX, r.tagsTooMany)), []),
  /** A photo of the family's album, or null for none. */
  photoId: v.optional(v.nullable(idSchema), null),
  /** An imported draft's picture: fetched once through the safe outbound path and stored in the album; ignored when photoId is given. */
  imageUrl: v.optional(v.nullable(v.pipe(v.string(r.urlInvalid), v.maxLength(RECIPE_URL_MAX, r.urlInvalid), v.url(r.urlInvalid))), null),
});
export type RecipeBody = v.InferOutput<typeof recipeBody>;

/** Import from a link: the page's address. */
export const recipeLinkBody = v.strictObject({
  url: v.pipe(v.string(r.urlInvalid), v.trim(), v.minLength(1, r.urlInvalid), v.maxLength(RECIPE_URL_MAX, r.urlInvalid), v.url(r.urlInvalid)),
});
