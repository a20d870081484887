import { useQuery } from "@tanstack/react-query";
import { membersQueryOptions } from "@web/lib/reads/members";

export function useMembers(familyId: string) {
  return useQuery(membersQueryOptions(familyId));
}
