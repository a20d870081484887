import type { Recipe } from "@contract/schemas/recipes";
import { call, json } from "./api";
import type { TestUser } from "./factories";

/** The recipe box's calls as a phone makes them (docs/features/recipes.md). */

export const recipesPath = (familyId: string) => `/api/families/${familyId}/recipes`;

export const saveRecipe = (user: Pick<TestUser, "token">, body: Record<string, unknown>) => call("POST", "/api/recipes", { token: user.token, body });

/** A save that must succeed: the stored recipe. */
export async function savedRecipe(user: Pick<TestUser, "token">, body: Record<string, unknown>): Promise<Recipe> {
  const response = await saveRecipe(user, body);
  if (response.status !== 201) throw new Error(`recipe save failed: ${response.status} ${await response.text()}`);
  return json<Recipe>(response);
}

/** The family's list, searched by `q` when given. */
export async function listedRecipes(user: Pick<TestUser, "token" | "familyId">, q?: string): Promise<Recipe[]> {
  const response = await call("GET", `${recipesPath(user.familyId)}${q === undefined ? "" : `?${new URLSearchParams({ q })}`}`, { token: user.token });
  if (response.status !== 200) throw new Error(`recipe list failed: ${response.status} ${await response.text()}`);
  return json<Recipe[]>(response);
}
