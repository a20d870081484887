import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FamilyMember } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import { localChanges } from "@web/lib/live";
import { toast } from "@web/components/ui/toast/toast-store";
import { foFamily } from "@web/i18n/fo/family";
import { membersQueryKey } from "./get-members";

export function createMember(body: { name: string; role: string }): Promise<FamilyMember> {
  return api<FamilyMember>("/api/family-members", { method: "POST", body });
}

/** The new member goes into the cache at once, so a form can select it straight away. */
export function useCreateMember(familyId: string) {
  const queryClient = useQueryClient();
  const key = membersQueryKey(familyId);
  return useMutation({
    mutationFn: createMember,
    onMutate: () => localChanges.mark("members_updated"),
    onSuccess: (member) => {
      queryClient.setQueryData<FamilyMember[]>(key, (members) => (members ? [...members, member] : members));
      toast({ title: foFamily.memberCreated });
    },
    onError: () => {
      localChanges.unmark("members_updated");
      toast({ title: foFamily.errorTitleCreate, description: foFamily.memberCreateError, variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
