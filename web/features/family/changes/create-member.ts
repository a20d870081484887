import type { CreateMemberBody, FamilyMember } from "@contract/schemas/families";
import { defineChange, post } from "@web/lib/changes/define-change";
import { membersQueryKey } from "@web/lib/reads/family/members";
import { foMemberCreate } from "@web/i18n/fo/family-links";
import { pendingMember, upsertMember } from "../reads/members-cache";

/** `id` is the client's own, so a replayed add answers the same member. */
export interface NewMember {
  id: string;
  name: string;
  role: string;
}

/**
 * Adds a member without an account; waits offline. The new member goes into the cache at once, so a
 * form can select them straight away, and a task assigned to them is sent after them (the queue keeps the order).
 */
const createMember = defineChange({
  offline: true,
  request: ({ familyId: _family, ...member }: NewMember & { familyId: string }) => post<FamilyMember>("/api/family-members", member satisfies CreateMemberBody),
  optimistic: {
    queryKey: ({ familyId }) => membersQueryKey(familyId),
    apply: (members: FamilyMember[], { familyId: _family, ...member }) => upsertMember(members, pendingMember(member)),
  },
  onSuccess: (member, { familyId }, queryClient) =>
    queryClient.setQueryData<FamilyMember[]>(membersQueryKey(familyId), (members) => (members ? upsertMember(members, member) : members)),
  errorToast: { title: foMemberCreate.errorTitleCreate, description: foMemberCreate.memberCreateError },
  successToast: { title: foMemberCreate.memberCreated },
});
export default createMember;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "family/create-member": typeof createMember;
  }
}
