import { useQuery } from "@tanstack/react-query";
import { adminMessagesQueryOptions } from "@web/lib/reads/admin-messages";

export function useAdminMessages() {
  return useQuery(adminMessagesQueryOptions());
}
