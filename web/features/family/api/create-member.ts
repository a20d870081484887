import type { FamilyMember } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import { changeOptions } from "@web/lib/mutation-options";
import { useEndpointMutation, type MutationHookOptions } from "@web/lib/mutation-hook";
import { membersQueryKey } from "@web/lib/reads/members";
import { foFamily } from "@web/i18n/fo/family";

interface NewMember {
  name: string;
  role: string;
}

export function createMember(body: NewMember): Promise<FamilyMember> {
  return api<FamilyMember>("/api/family-members", { method: "POST", body });
}

/** The new member goes into the cache at once, so a form can select it straight away. */
export const createMemberMutationOptions = changeOptions({
  liveType: "members_updated",
  mutationFn: ({ familyId: _family, ...body }: NewMember & { familyId: string }) => createMember(body),
  onSuccess: (member, { familyId }, queryClient) =>
    queryClient.setQueryData<FamilyMember[]>(membersQueryKey(familyId), (members) => (members ? [...members, member] : members)),
  errorToast: { title: foFamily.errorTitleCreate, description: foFamily.memberCreateError },
  successToast: { title: foFamily.memberCreated },
});

export const useCreateMember = (config?: MutationHookOptions<typeof createMemberMutationOptions>) => useEndpointMutation(createMemberMutationOptions, config);
