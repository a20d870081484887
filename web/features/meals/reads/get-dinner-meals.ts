import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CompletedMealsPage, DinnerMeal, DinnerMealsList } from "@contract/schemas/meals";
import { apiPage } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { resourceKeys } from "@web/lib/resource-keys";

/** What a change to one meal names: the meal, and the family whose cached list it edits. */
export interface MealRef {
  familyId: string;
  id: string;
}

export function dinnerMealsQueryKey(familyId: string) {
  return [...resourceKeys.dinnerMeals, familyId] as const;
}

/** Open meals whole, the first page of completed ones, their count and the next page's cursor. */
export async function getDinnerMeals(familyId: string, signal?: AbortSignal): Promise<DinnerMealsList> {
  const page = await apiPage<DinnerMeal>(`/api/families/${encodeURIComponent(familyId)}/dinner-meals`, { signal });
  return { meals: page.rows, completedCount: page.historyCount ?? 0, nextBefore: page.nextBefore };
}

/** The completed meals after `before`, a page at a time ('Vís fleiri'). */
export async function getCompletedMeals(familyId: string, before: string, signal?: AbortSignal): Promise<CompletedMealsPage> {
  const query = new URLSearchParams({ before });
  const page = await apiPage<DinnerMeal>(`/api/families/${encodeURIComponent(familyId)}/dinner-meals/completed?${query}`, { signal });
  return { meals: page.rows, nextBefore: page.nextBefore };
}

/** Under the list's key, so whatever refetches the list refetches the older pages too. */
export const completedMealsQueryKey = (familyId: string) => [...dinnerMealsQueryKey(familyId), "completed"] as const;

export function dinnerMealsQueryOptions(familyId: string) {
  return queryOptions({
    queryKey: dinnerMealsQueryKey(familyId),
    queryFn: ({ signal }) => getDinnerMeals(familyId, signal),
  });
}

export function useDinnerMeals({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof dinnerMealsQueryOptions> }) {
  return useQuery({ ...dinnerMealsQueryOptions(familyId), ...queryConfig });
}
