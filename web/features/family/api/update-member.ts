import type { FamilyMember } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import { membersQueryKey } from "@web/lib/reads/members";
import { queuedWrite } from "@web/lib/queued-write";
import { foFamily } from "@web/i18n/fo/family";
import { renameInMembers } from "../lib/members-cache";

/** What a change to one member names: the member, and the family whose cached list it edits. */
export interface MemberRef {
  familyId: string;
  id: string;
}

export function renameMember(id: string, name: string): Promise<FamilyMember> {
  return api<FamilyMember>(`/api/family-members/${encodeURIComponent(id)}`, { method: "PATCH", body: { name } });
}

/** Queued while offline and optimistic; the refresh rule for members also refetches tasks, which answer the assignee's name. */
export const renameMemberMutationOptions = queuedWrite(["members", "rename"], {
  mutationFn: ({ id, name }: MemberRef & { name: string }) => renameMember(id, name),
  optimistic: {
    queryKey: ({ familyId }) => membersQueryKey(familyId),
    apply: (members: FamilyMember[], { id, name }) => renameInMembers(members, id, name),
  },
  errorToast: { title: foFamily.errorTitle, description: foFamily.memberRenameError },
  successToast: { title: foFamily.memberRenamed },
});
