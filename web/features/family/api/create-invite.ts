import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Invite } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import { invitesQueryKey } from "./get-invites";

export function createInvite(familyId: string): Promise<Invite> {
  return api<Invite>(`/api/families/${encodeURIComponent(familyId)}/invites`, { method: "POST" });
}

export function useCreateInvite(familyId: string) {
  const queryClient = useQueryClient();
  // The family page lists the open invites.
  return useMutation({ mutationFn: () => createInvite(familyId), onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryKey(familyId) }) });
}
