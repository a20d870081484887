import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FamilyMember } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import { localChanges } from "@web/lib/live";
import { toast } from "@web/components/ui/toast/toast-store";
import { foFamily } from "@web/i18n/fo/family";
import { membersQueryKey } from "./get-members";

export function renameMember(id: string, name: string): Promise<FamilyMember> {
  return api<FamilyMember>(`/api/family-members/${encodeURIComponent(id)}`, { method: "PATCH", body: { name } });
}

/** Optimistic rename; tasks answer the assignee's name, so the tasks read is refetched too. */
export function useRenameMember(familyId: string) {
  const queryClient = useQueryClient();
  const key = membersQueryKey(familyId);
  const mutation = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameMember(id, name),
    onMutate: async ({ id, name }) => {
      localChanges.mark("members_updated");
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FamilyMember[]>(key);
      if (previous)
        queryClient.setQueryData(
          key,
          previous.map((member) => (member.id === id ? { ...member, name } : member)),
        );
      return { previous };
    },
    onSuccess: () => toast({ title: foFamily.memberRenamed }),
    onError: (_error, _variables, context) => {
      localChanges.unmark("members_updated");
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ title: foFamily.errorTitle, description: foFamily.memberRenameError, variant: "destructive" });
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: ["reminders"] })]),
  });
  return (member: FamilyMember, name: string) => mutation.mutate({ id: member.id, name });
}
