import { useQuery } from "@tanstack/react-query";
import type { QueryConfig } from "@web/lib/hook-config";
import { adminMessagesQueryOptions } from "@web/lib/reads/admin-messages";

export function useAdminMessages({ queryConfig }: { queryConfig?: QueryConfig<typeof adminMessagesQueryOptions> } = {}) {
  return useQuery({ ...adminMessagesQueryOptions(), ...queryConfig });
}
