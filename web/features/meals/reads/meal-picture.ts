import type { DinnerMeal } from "@contract/schemas/meals";

/**
 * A dinner's picture in the album (docs/features/recipes-pages.md "Pictures"), or null: the answer's
 * `photoId`, which a meal planned before pictures, or a server without them, leaves out.
 */
export const pictureOf = (meal: DinnerMeal): string | null => ("photoId" in meal && typeof meal.photoId === "string" ? meal.photoId : null);
