import type { FamilyMember } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import { membersQueryKey } from "@web/lib/reads/members";
import { queuedWrite } from "@web/lib/queued-write";
import { foFamily } from "@web/i18n/fo/family";
import { removeMember } from "../lib/members-cache";
import type { MemberRef } from "./update-member";

export function deleteMember(id: string): Promise<void> {
  return api<void>(`/api/family-members/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/**
 * Removes a member without an account, queued while offline; their tasks become unassigned, and
 * the refresh rule for members refetches tasks too. The page offers it only for members without an account.
 */
export const deleteMemberMutationOptions = queuedWrite(["members", "delete"], {
  mutationFn: ({ id }: MemberRef) => deleteMember(id),
  optimistic: { queryKey: ({ familyId }) => membersQueryKey(familyId), apply: (members: FamilyMember[], { id }) => removeMember(members, id) },
  errorToast: { title: foFamily.errorTitle, description: foFamily.memberRemoveError },
  successToast: { title: foFamily.memberRemoved },
});
