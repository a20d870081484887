import type { OpenInvite } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import { useFamilyMutation } from "@web/lib/use-family-mutation";
import { foFamily } from "@web/i18n/fo/family";
import { invitesQueryKey } from "./get-invites";

export function revokeInvite(familyId: string, id: string): Promise<void> {
  return api<void>(`/api/families/${encodeURIComponent(familyId)}/invites/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** The server announces a revoke as members_updated (who can join the family changed). */
export function useRevokeInvite(familyId: string) {
  const key = invitesQueryKey(familyId);
  const mutation = useFamilyMutation({
    liveType: "members_updated",
    mutationFn: (id: string) => revokeInvite(familyId, id),
    optimistic: { queryKey: key, apply: (invites: OpenInvite[], id: string) => invites.filter((invite) => invite.id !== id) },
    invalidates: [key],
    errorToast: { title: foFamily.errorTitle, description: foFamily.inviteRevokeError },
    successToast: { title: foFamily.inviteRevoked },
  });
  return (invite: OpenInvite) => mutation.mutate(invite.id);
}
