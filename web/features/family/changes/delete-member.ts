import type { FamilyMember } from "@contract/schemas/families";
import { defineChange, del, segment } from "@web/lib/changes/define-change";
import { membersQueryKey } from "@web/lib/reads/family/members";
import { foFamily } from "@web/i18n/fo/family";
import { removeMember } from "../reads/members-cache";

/**
 * Removes a member without an account (the page offers it only for those); waits offline. Their tasks
 * become unassigned, and the refresh rule for members refetches tasks too.
 */
const deleteMember = defineChange({
  offline: true,
  request: ({ id }: { familyId: string; id: string }) => del(`/api/family-members/${segment(id)}`),
  optimistic: { queryKey: ({ familyId }) => membersQueryKey(familyId), apply: (members: FamilyMember[], { id }) => removeMember(members, id) },
  errorToast: { title: foFamily.errorTitle, description: foFamily.memberRemoveError },
  successToast: { title: foFamily.memberRemoved },
});
export default deleteMember;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "family/delete-member": typeof deleteMember;
  }
}
