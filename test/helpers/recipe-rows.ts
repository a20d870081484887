import type { RecipeIngredient } from "@contract/schemas/recipes";
import { parseIngredientLine } from "@contract/recipes/ingredient-line";
import { recipes } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { nameKey } from "@worker/lib/names";
import { dbOf, type TestUser } from "./factories";

/** A recipe row stored as the recipe box stores it (its lines parsed), straight into the family's database. */
export async function storedRecipe(
  user: TestUser,
  recipe: { title?: string; servings?: number | null; lines?: string[]; ingredients?: RecipeIngredient[]; photoId?: string | null } = {},
): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  const title = recipe.title ?? "Rjómasuppa";
  const ingredients = recipe.ingredients ?? (recipe.lines ?? ["2 dl rjómi", "1/2 tsk salt", "3 egg"]).map(parseIngredientLine);
  await dbOf(user)
    .insert(recipes)
    .values({
      id,
      familyId: user.familyId,
      title,
      searchKey: nameKey(title),
      photoId: recipe.photoId ?? null,
      servings: recipe.servings === undefined ? 4 : recipe.servings,
      ingredients: JSON.stringify(ingredients),
      createdAt: now,
      updatedAt: now,
    });
  return id;
}
