import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OpenInvite } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast/toast-store";
import { foFamily } from "@web/i18n/fo/family";
import { invitesQueryKey } from "./get-invites";

export function revokeInvite(familyId: string, id: string): Promise<void> {
  return api<void>(`/api/families/${encodeURIComponent(familyId)}/invites/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useRevokeInvite(familyId: string) {
  const queryClient = useQueryClient();
  const key = invitesQueryKey(familyId);
  const mutation = useMutation({
    mutationFn: (id: string) => revokeInvite(familyId, id),
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<OpenInvite[]>(key);
      if (previous)
        queryClient.setQueryData(
          key,
          previous.filter((invite) => invite.id !== id),
        );
      return { previous };
    },
    onSuccess: () => toast({ title: foFamily.inviteRevoked }),
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ title: foFamily.errorTitle, description: foFamily.inviteRevokeError, variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return (invite: OpenInvite) => mutation.mutate(invite.id);
}
