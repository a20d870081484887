import { useQuery } from "@tanstack/react-query";
import type { QueryConfig } from "@web/lib/hook-config";
import { shoppingStatisticsQueryOptions } from "@web/lib/reads/shopping/shopping-lists";

export function useShoppingStatistics({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof shoppingStatisticsQueryOptions> }) {
  return useQuery({ ...shoppingStatisticsQueryOptions(familyId), ...queryConfig });
}
