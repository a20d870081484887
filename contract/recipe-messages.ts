import {
  RECIPE_LINE_MAX,
  RECIPE_STEP_MAX,
  RECIPE_TAG_MAX,
  RECIPE_TITLE_MAX,
  RECIPES_PER_FAMILY,
  RECIPE_INGREDIENTS_MAX,
  RECIPE_STEPS_MAX,
  RECIPE_TAGS_MAX,
  RECIPE_SERVINGS_MAX,
  RECIPE_SEARCH_MAX,
  RECIPE_SEARCH_WORDS_MAX,
} from "./recipe-limits";

// Apart from messages.ts so that only the recipe pages load these texts (docs/bench.md).

/** The box at its cap (RECIPES_PER_FAMILY): alone, so the row caps' texts (contract/messages.ts) take it without the rest. */
export const recipeBoxFull = `Uppskriftasavnið er fult (í mesta lagi ${RECIPES_PER_FAMILY} uppskriftir). Strika nakrar fyrst.`;

/** The recipe box: the server's texts (docs/features/recipes.md). */
export const recipeMessages = {
  titleBlank: "Uppskriftin manglar heiti",
  titleTooLong: `Heitið kann í mesta lagi vera ${RECIPE_TITLE_MAX} tekin`,
  servingsInvalid: `Tal av fólki má vera eitt heilt tal millum 1 og ${RECIPE_SERVINGS_MAX}`,
  minutesInvalid: "Tíðin má vera eitt heilt tal av minuttum",
  ingredientsInvalid: "Tilfarið má vera ein listi av reglum",
  lineBlank: "Ein regla í tilfarinum er tóm",
  lineTooLong: `Ein regla í tilfarinum kann í mesta lagi vera ${RECIPE_LINE_MAX} tekin`,
  ingredientsTooMany: `Í mesta lagi ${RECIPE_INGREDIENTS_MAX} reglur av tilfari`,
  stepsInvalid: "Gongdin má vera ein listi av stigum",
  stepBlank: "Eitt stig er tómt",
  stepTooLong: `Eitt stig kann í mesta lagi vera ${RECIPE_STEP_MAX} tekin`,
  stepsTooMany: `Í mesta lagi ${RECIPE_STEPS_MAX} stig`,
  tagsInvalid: "Frámerkini mugu vera ein listi",
  tagBlank: "Eitt frámerki er tómt",
  tagTooLong: `Eitt frámerki kann í mesta lagi vera ${RECIPE_TAG_MAX} tekin`,
  tagsTooMany: `Í mesta lagi ${RECIPE_TAGS_MAX} frámerki`,
  urlInvalid: "Leinkjan er ikki ein gildug adressa",
  boxFull: recipeBoxFull,
  notFound: "Uppskriftin finst ikki",
  noRecipeOnPage: "Eingin uppskrift funnin á hesi síðuni",
  pageUnreachable: "Síðan kundi ikki heintast",
  fileUnreadable: "Fílan kundi ikki lesast sum ein uppskriftafíla (Paprika, Mealie ella Tandoor)",
  fileEmpty: "Eingin uppskrift funnin í fíluni",
  searchTooLong: `Leitingin kann í mesta lagi vera ${RECIPE_SEARCH_MAX} tekin`,
  searchTooManyWords: `Leita við í mesta lagi ${RECIPE_SEARCH_WORDS_MAX} orðum`,
} as const;
