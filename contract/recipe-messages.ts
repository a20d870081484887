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
  RECIPE_PAGE_MAX_BYTES,
  RECIPE_FILE_MAX_BYTES,
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
  // The import (docs/features/recipe-import.md): why a link is refused before anything is fetched.
  linkMissing: "Skriva leinkjuna til uppskriftina",
  linkTooLong: "Leinkjan er ov long",
  linkInvalid: "Hetta er ikki ein leinkja: hon skal byrja við https://",
  linkCharacters: "Leinkjan má ikki innihalda \\ ella stýritekn",
  linkNotHttps: "Bert https:// leinkjur kunnu brúkast",
  linkCredentials: "Leinkjan má ikki innihalda brúkaranavn ella loyniorð",
  linkIpAddress: "Leinkjan skal hava eitt navn, ikki eina IP-adressu",
  linkLocalName: "Leinkjan vísir á eina innanhýsis vél, ikki eina síðu á alnetinum",
  linkPort: "Leinkjan má ikki hava annan port enn 443",
  // Why the page could not be read.
  pageTimeout: "Síðan svaraði ikki í tíð",
  pageStatus: (status: number) => `Síðan svaraði við feilkotu ${status}`,
  pageTooLarge: `Síðan er ov stór (meira enn ${RECIPE_PAGE_MAX_BYTES / 1024 / 1024} MB)`,
  pageRedirects: "Síðan vísti víðari ov ofta",
  pageRedirectRefused: "Síðan vísti víðari til eina slóð, ið ikki kann brúkast",
  importThrottled: "Tit hava heintað ov nógvar uppskriftir hendan tíman. Bíða eitt sindur og royn aftur.",
  fileTooLarge: `Fílan er ov stór (í mesta lagi ${RECIPE_FILE_MAX_BYTES / 1024 / 1024} MB)`,
  fileUnpackedTooLarge: "Fílan verður ov stór, tá ið hon verður pakkað út",
  /** A draft whose source gave it no name. */
  untitled: "Uppskrift uttan heiti",
  searchTooLong: `Leitingin kann í mesta lagi vera ${RECIPE_SEARCH_MAX} tekin`,
  searchTooManyWords: `Leita við í mesta lagi ${RECIPE_SEARCH_WORDS_MAX} orðum`,
} as const;
