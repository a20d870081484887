import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DinnerMeal } from "@contract/schemas/meals";
import { api } from "@web/lib/api-client";
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

export function getDinnerMeals(familyId: string, signal?: AbortSignal): Promise<DinnerMeal[]> {
  return api<DinnerMeal[]>(`/api/families/${encodeURIComponent(familyId)}/dinner-meals`, { signal });
}

export function dinnerMealsQueryOptions(familyId: string) {
  return queryOptions({
    queryKey: dinnerMealsQueryKey(familyId),
    queryFn: ({ signal }) => getDinnerMeals(familyId, signal),
  });
}

export function useDinnerMeals({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof dinnerMealsQueryOptions> }) {
  return useQuery({ ...dinnerMealsQueryOptions(familyId), ...queryConfig });
}
