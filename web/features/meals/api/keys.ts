/**
 * The query roots this feature reads. The shopping lists and statistics roots are the shopping
 * feature's too (the same data under the same key, so both share one cache entry).
 */
export const mealQueryRoots = {
  dinnerMeals: ["dinner-meals"],
  shoppingLists: ["shopping-lists"],
  shoppingStatistics: ["shopping-statistics"],
} as const;
