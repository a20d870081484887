import type { FamilyMember } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import { useFamilyMutation } from "@web/lib/use-family-mutation";
import { foFamily } from "@web/i18n/fo/family";
import { membersQueryKey } from "@web/lib/reads/members";

export function deleteMember(id: string): Promise<void> {
  return api<void>(`/api/family-members/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/**
 * Removes a member without an account; their tasks become unassigned, and the refresh rule for
 * members refetches tasks too. The page offers it only for members without an account.
 */
export function useDeleteMember(familyId: string) {
  const mutation = useFamilyMutation({
    liveType: "members_updated",
    mutationFn: deleteMember,
    optimistic: { queryKey: membersQueryKey(familyId), apply: (members: FamilyMember[], id: string) => members.filter((member) => member.id !== id) },
    errorToast: { title: foFamily.errorTitle, description: foFamily.memberRemoveError },
    successToast: { title: foFamily.memberRemoved },
  });
  return (member: FamilyMember) => mutation.mutate(member.id);
}
