import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { type RecipeIngredient, recipeIngredientAnswer } from "@contract/schemas/recipes";
import { recipes } from "@worker/db/schema";
import type { Db } from "@worker/env";

/** What planning needs of a recipe: its servings and its ingredients as stored. */
export interface RecipeToPlan {
  servings: number | null;
  ingredients: RecipeIngredient[];
}

const storedIngredients = v.array(recipeIngredientAnswer);

/** A recipe's stored ingredients (JSON text); text that is not that list reads as none rather than failing the plan. */
export function ingredientsOf(text: string | null): RecipeIngredient[] {
  if (text === null) return [];
  try {
    const parsed = v.safeParse(storedIngredients, JSON.parse(text));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** The family's recipe of this id (another family's: none). */
export async function recipeToPlan(db: Db, familyId: string, recipeId: string): Promise<RecipeToPlan | undefined> {
  const [row] = await db
    .select({ servings: recipes.servings, ingredients: recipes.ingredients })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), eq(recipes.familyId, familyId)));
  return row && { servings: row.servings, ingredients: ingredientsOf(row.ingredients) };
}
