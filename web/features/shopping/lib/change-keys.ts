/** The keys the page's buttons watch for a change under way (useSending); the changes' options name the same. */
export const ADD_ITEM_KEY = ["shopping-items", "add"] as const;
export const SHOPPING_TRIP_KEY = ["push", "shopping-trip"] as const;
