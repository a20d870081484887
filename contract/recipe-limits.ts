/**
 * The recipe box's numbers (docs/features/recipes.md). A module of its own, not contract/limits.ts:
 * the phones' entry holds every constant of that module any page uses.
 */

/** Recipes a family may keep (a BEFORE INSERT trigger holds it, like the other lists' caps). */
export const RECIPES_PER_FAMILY = 1000;
export const RECIPE_TITLE_MAX = 200;
/** One ingredient line as written ("2 dl rjómi"), and how many a recipe keeps. */
export const RECIPE_LINE_MAX = 200;
export const RECIPE_INGREDIENTS_MAX = 100;
/** One step's text, and how many steps. */
export const RECIPE_STEP_MAX = 2000;
export const RECIPE_STEPS_MAX = 100;
export const RECIPE_TAG_MAX = 40;
export const RECIPE_TAGS_MAX = 20;
export const RECIPE_SERVINGS_MAX = 100;
/** Prep, cook and total time, in minutes: at most two days. */
export const RECIPE_MINUTES_MAX = 48 * 60;
export const RECIPE_URL_MAX = 2000;
/** A recipe page the import reads: at most this many bytes and this long (the outside calendars' caps are the model). */
export const RECIPE_PAGE_MAX_BYTES = 2 * 1024 * 1024;
export const RECIPE_PAGE_TIMEOUT_MS = 10_000;
/** An export file (Paprika, Mealie, Tandoor) a phone uploads, and the recipes one import may hold. */
export const RECIPE_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const RECIPE_FILE_RECIPES_MAX = 200;
/** Redirects a recipe page may take, each checked like the link itself. */
export const RECIPE_PAGE_REDIRECTS_MAX = 5;
/** Links a family may import in an hour: each one makes the server fetch a page (docs/features/recipe-import.md "Pace"). */
export const RECIPE_LINK_IMPORTS_PER_HOUR = 60;
/** What reading one export file may unpack in all (a zip bomb is refused there), and the entries its zip may list. */
export const RECIPE_FILE_UNPACKED_MAX_BYTES = 50 * 1024 * 1024;
export const RECIPE_FILE_ENTRIES_MAX = 5000;
/**
 * An imported draft's picture (imageUrl), fetched once when the recipe is saved: at most as long as
 * a page's fetch, a few redirects, and no larger than a photo upload (PHOTO_MAX_BYTES).
 */
export const RECIPE_PICTURE_TIMEOUT_MS = 10_000;
export const RECIPE_PICTURE_REDIRECTS = 3;
/** The box's search (`?q=`): its length, and the words each of which a recipe's title or tags must hold. */
export const RECIPE_SEARCH_MAX = 100;
export const RECIPE_SEARCH_WORDS_MAX = 8;
