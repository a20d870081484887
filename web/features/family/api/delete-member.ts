import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FamilyMember } from "@contract/schemas/families";
import { api, ApiError } from "@web/lib/api-client";
import { localChanges } from "@web/lib/live";
import { toast } from "@web/components/ui/toast/toast-store";
import { foFamily } from "@web/i18n/fo/family";
import { membersQueryKey } from "./get-members";

export function deleteMember(id: string): Promise<void> {
  return api<void>(`/api/family-members/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Removes a member without an account; their tasks become unassigned, so tasks are refetched too. */
export function useDeleteMember(familyId: string) {
  const queryClient = useQueryClient();
  const key = membersQueryKey(familyId);
  const mutation = useMutation({
    mutationFn: deleteMember,
    onMutate: async (id: string) => {
      localChanges.mark("members_updated");
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FamilyMember[]>(key);
      if (previous)
        queryClient.setQueryData(
          key,
          previous.filter((member) => member.id !== id),
        );
      return { previous };
    },
    onSuccess: () => toast({ title: foFamily.memberRemoved }),
    onError: (error, _id, context) => {
      localChanges.unmark("members_updated");
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      // A 409 carries the server's reason (the member has an account).
      const reason = error instanceof ApiError && error.status === 409 && error.serverMessage ? error.serverMessage : foFamily.memberRemoveError;
      toast({ title: foFamily.errorTitle, description: reason, variant: "destructive" });
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: ["reminders"] })]),
  });
  return (member: FamilyMember) => mutation.mutate(member.id);
}
