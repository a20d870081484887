import { parseIngredientLine } from "@contract/recipes/ingredient-line";
import type { Recipe, RecipeBody } from "@contract/schemas/recipes";

/** Cache edits for the box's optimistic changes; the refetch after the change brings the server's truth. */

/** The recipe as the server will store a whole replace: its lines read by the same parser. */
export function editedRecipe(recipe: Recipe, body: RecipeBody, now: string): Recipe {
  const { imageUrl: _picture, ingredients, ...fields } = body;
  return { ...recipe, ...fields, photoId: body.photoId ?? null, ingredients: ingredients.map(parseIngredientLine), updatedAt: now };
}

export const replaceRecipe = (box: readonly Recipe[], id: string, body: RecipeBody, now: string): Recipe[] =>
  box.map((recipe) => (recipe.id === id ? editedRecipe(recipe, body, now) : recipe));

export const removeRecipe = (box: readonly Recipe[], id: string): Recipe[] => box.filter((recipe) => recipe.id !== id);
