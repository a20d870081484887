import { useQuery } from "@tanstack/react-query";
import type { QueryConfig } from "@web/lib/hook-config";
import { membersQueryOptions } from "@web/lib/reads/family/members";

export function useMembers({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof membersQueryOptions> }) {
  return useQuery({ ...membersQueryOptions(familyId), ...queryConfig });
}
