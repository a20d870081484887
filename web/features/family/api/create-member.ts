import { useQueryClient } from "@tanstack/react-query";
import type { FamilyMember } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import { useFamilyMutation } from "@web/lib/use-family-mutation";
import { foFamily } from "@web/i18n/fo/family";
import { membersQueryKey } from "@web/lib/reads/members";

export function createMember(body: { name: string; role: string }): Promise<FamilyMember> {
  return api<FamilyMember>("/api/family-members", { method: "POST", body });
}

/** The new member goes into the cache at once, so a form can select it straight away. */
export function useCreateMember(familyId: string) {
  const queryClient = useQueryClient();
  return useFamilyMutation({
    liveType: "members_updated",
    mutationFn: createMember,
    onSuccess: (member) => queryClient.setQueryData<FamilyMember[]>(membersQueryKey(familyId), (members) => (members ? [...members, member] : members)),
    errorToast: { title: foFamily.errorTitleCreate, description: foFamily.memberCreateError },
    successToast: { title: foFamily.memberCreated },
  });
}
