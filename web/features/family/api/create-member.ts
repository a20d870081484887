import type { FamilyMember } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import { membersQueryKey } from "@web/lib/reads/members";
import { queuedWrite } from "@web/lib/queued-write";
import { foMemberCreate } from "@web/i18n/fo/family-links";
import { pendingMember, upsertMember } from "../lib/members-cache";

/** `id` is the client's own, so a replayed add answers the same member. */
export interface NewMember {
  id: string;
  name: string;
  role: string;
}

export function createMember(body: NewMember): Promise<FamilyMember> {
  return api<FamilyMember>("/api/family-members", { method: "POST", body });
}

/**
 * Queued while offline. The new member goes into the cache at once, so a form can select them
 * straight away, and a task assigned to them is sent after them (the queue keeps the order).
 */
export const createMemberMutationOptions = queuedWrite(["members", "create"], {
  mutationFn: ({ familyId: _family, ...body }: NewMember & { familyId: string }) => createMember(body),
  optimistic: {
    queryKey: ({ familyId }) => membersQueryKey(familyId),
    apply: (members: FamilyMember[], { familyId: _family, ...member }) => upsertMember(members, pendingMember(member)),
  },
  onSuccess: (member, { familyId }, queryClient) =>
    queryClient.setQueryData<FamilyMember[]>(membersQueryKey(familyId), (members) => (members ? upsertMember(members, member) : members)),
  errorToast: { title: foMemberCreate.errorTitleCreate, description: foMemberCreate.memberCreateError },
  successToast: { title: foMemberCreate.memberCreated },
});
