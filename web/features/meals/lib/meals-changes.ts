import { createDinnerMealMutationOptions } from "../api/create-dinner-meal";
import { deleteDinnerMealMutationOptions } from "../api/delete-dinner-meal";
import { completeDinnerMealMutationOptions, renameDinnerMealMutationOptions } from "../api/update-dinner-meal";

/**
 * The dinner plan's changes, in a chunk of their own loaded on first use (changes-on-use.ts beside
 * this file; scripts/vite/chunks.ts). The offline queue registers the same options
 * (web/app/layout/family-writes.ts).
 */
export const mealsChanges = {
  create: createDinnerMealMutationOptions,
  rename: renameDinnerMealMutationOptions,
  complete: completeDinnerMealMutationOptions,
  delete: deleteDinnerMealMutationOptions,
};
