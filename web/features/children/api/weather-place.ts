import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WeatherPlaceAnswer } from "@contract/schemas/weather";
import { api } from "@web/lib/api-client";
import { kitchenKey } from "./kitchen-reads";

/** The family's weather place, under the kitchen root: `kitchen_updated` (its own notice) refetches it. */
export const weatherPlaceQueryOptions = (familyId: string) =>
  queryOptions({
    queryKey: kitchenKey(familyId, "weather-place"),
    queryFn: ({ signal }) => api<WeatherPlaceAnswer>("/api/kitchen/weather-place", { signal }),
  });

export const useWeatherPlace = (familyId: string) => useQuery(weatherPlaceQueryOptions(familyId));
