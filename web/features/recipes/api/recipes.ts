import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { Recipe } from "@contract/schemas/recipes";
import { api } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { resourceKeys } from "@web/lib/resource-keys";

/** What a change to one recipe names: the recipe, and the family whose cached box it edits. */
export interface RecipeRef {
  familyId: string;
  id: string;
}

export const recipesQueryKey = (familyId: string) => [...resourceKeys.recipes, familyId] as const;
/** Under the box's key, so whatever refetches the box refetches each recipe too. */
export const recipeQueryKey = ({ familyId, id }: RecipeRef) => [...recipesQueryKey(familyId), id] as const;

/** The family's recipe box, whole (`GET /api/families/{familyId}/recipes`): the search reads it on the phone. */
export const recipesQueryOptions = (familyId: string) =>
  queryOptions({
    queryKey: recipesQueryKey(familyId),
    queryFn: ({ signal }) => api<Recipe[]>(`/api/families/${encodeURIComponent(familyId)}/recipes`, { signal }),
  });

export function useRecipes({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof recipesQueryOptions> }) {
  return useQuery({ ...recipesQueryOptions(familyId), ...queryConfig });
}

/** The box's copy of a recipe, drawn at once while the recipe's own read answers. */
const fromBox = (client: QueryClient, ref: RecipeRef) => client.getQueryData<Recipe[]>(recipesQueryKey(ref.familyId))?.find((recipe) => recipe.id === ref.id);

/** One recipe (`GET /api/recipes/{id}`); 404 when it is gone or another family's. */
export const recipeQueryOptions = (ref: RecipeRef, client: QueryClient) =>
  queryOptions({
    queryKey: recipeQueryKey(ref),
    queryFn: ({ signal }) => api<Recipe>(`/api/recipes/${encodeURIComponent(ref.id)}`, { signal }),
    initialData: () => fromBox(client, ref),
    initialDataUpdatedAt: () => client.getQueryState(recipesQueryKey(ref.familyId))?.dataUpdatedAt,
  });

/** Puts a saved recipe into the box's cache and its own (the server's answer to a create or an edit). */
export function keepRecipe(client: QueryClient, familyId: string, recipe: Recipe): void {
  client.setQueryData<Recipe[]>(recipesQueryKey(familyId), (box) => box && [...box.filter((each) => each.id !== recipe.id), recipe]);
  client.setQueryData(recipeQueryKey({ familyId, id: recipe.id }), recipe);
}
