import type { FamilyMember } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import { useFamilyMutation } from "@web/lib/use-family-mutation";
import { foFamily } from "@web/i18n/fo/family";
import { membersQueryKey } from "@web/lib/reads/members";

export function renameMember(id: string, name: string): Promise<FamilyMember> {
  return api<FamilyMember>(`/api/family-members/${encodeURIComponent(id)}`, { method: "PATCH", body: { name } });
}

interface Rename {
  id: string;
  name: string;
}

/** Optimistic rename; the refresh rule for members also refetches tasks, which answer the assignee's name. */
export function useRenameMember(familyId: string) {
  const mutation = useFamilyMutation({
    liveType: "members_updated",
    mutationFn: ({ id, name }: Rename) => renameMember(id, name),
    optimistic: {
      queryKey: membersQueryKey(familyId),
      apply: (members: FamilyMember[], { id, name }: Rename) => members.map((member) => (member.id === id ? { ...member, name } : member)),
    },
    errorToast: { title: foFamily.errorTitle, description: foFamily.memberRenameError },
    successToast: { title: foFamily.memberRenamed },
  });
  return (member: FamilyMember, name: string) => mutation.mutate({ id: member.id, name });
}
