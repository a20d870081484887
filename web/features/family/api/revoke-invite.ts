import type { OpenInvite } from "@contract/schemas/families";
import { api } from "@web/lib/api-client";
import { changeOptions } from "@web/lib/mutation-options";
import { foFamily } from "@web/i18n/fo/family";
import { invitesQueryKey } from "./get-invites";

export function revokeInvite(familyId: string, id: string): Promise<void> {
  return api<void>(`/api/families/${encodeURIComponent(familyId)}/invites/${encodeURIComponent(id)}`, { method: "DELETE" });
}

interface InviteRef {
  familyId: string;
  id: string;
}

/** The server announces a revoke as members_updated (who can join the family changed). */
export const revokeInviteMutationOptions = changeOptions({
  mutationFn: ({ familyId, id }: InviteRef) => revokeInvite(familyId, id),
  optimistic: {
    queryKey: ({ familyId }) => invitesQueryKey(familyId),
    apply: (invites: OpenInvite[], { id }) => invites.filter((invite) => invite.id !== id),
  },
  invalidates: ({ familyId }) => [invitesQueryKey(familyId)],
  errorToast: { title: foFamily.errorTitle, description: foFamily.inviteRevokeError },
  successToast: { title: foFamily.inviteRevoked },
});
