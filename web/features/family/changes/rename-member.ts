import type { FamilyMember, UpdateMemberBody } from "@contract/schemas/families";
import { defineChange, patch, segment } from "@web/lib/changes/define-change";
import { membersQueryKey } from "@web/lib/reads/family/members";
import { foFamily } from "@web/i18n/fo/family";
import { renameInMembers } from "../reads/members-cache";

/** Renames a member; waits offline. The refresh rule for members also refetches tasks, which answer the assignee's name. */
const renameMember = defineChange({
  offline: true,
  request: ({ id, name }: { familyId: string; id: string; name: string }) =>
    patch<FamilyMember>(`/api/family-members/${segment(id)}`, { name } satisfies UpdateMemberBody),
  optimistic: {
    queryKey: ({ familyId }) => membersQueryKey(familyId),
    apply: (members: FamilyMember[], { id, name }) => renameInMembers(members, id, name),
  },
  errorToast: { title: foFamily.errorTitle, description: foFamily.memberRenameError },
  successToast: { title: foFamily.memberRenamed },
});
export default renameMember;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "family/rename-member": typeof renameMember;
  }
}
