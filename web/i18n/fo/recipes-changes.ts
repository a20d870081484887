/** The recipe box's changes' toasts: loaded with the changes on their first use (docs/features/recipes-pages.md). */
export const foRecipesChanges = {
  errorTitle: "Villa",
  saved: "Uppskriftin er goymd",
  saveError: "Eyðnaðist ikki at goyma uppskriftina",
  savedMany: (count: number) => (count === 1 ? "1 uppskrift er goymd" : `${count} uppskriftir eru goymdar`),
  deleted: "Uppskriftin er strikað",
  deleteError: "Eyðnaðist ikki at strika uppskriftina",
  planned: "Ætlað til døgurða",
  plannedText: "Tilfarið er lagt á innkeypslistan",
  planError: "Eyðnaðist ikki at ætla uppskriftina",
} as const;
