import { useQuery } from "@tanstack/react-query";
import { shoppingStatisticsQueryOptions } from "@web/lib/reads/shopping";

export function useShoppingStatistics(familyId: string) {
  return useQuery(shoppingStatisticsQueryOptions(familyId));
}
