import type { OpenInvite } from "@contract/schemas/families";
import { defineChange, del, segment } from "@web/lib/changes/define-change";
import { foFamily } from "@web/i18n/fo/family";
import { invitesQueryKey } from "../api/get-invites";

/** Takes an invite back; the server announces it as members_updated (who can join the family changed). */
const revokeInvite = defineChange({
  request: ({ familyId, id }: { familyId: string; id: string }) => del(`/api/families/${segment(familyId)}/invites/${segment(id)}`),
  optimistic: {
    queryKey: ({ familyId }) => invitesQueryKey(familyId),
    apply: (invites: OpenInvite[], { id }) => invites.filter((invite) => invite.id !== id),
  },
  invalidates: ({ familyId }) => [invitesQueryKey(familyId)],
  errorToast: { title: foFamily.errorTitle, description: foFamily.inviteRevokeError },
  successToast: { title: foFamily.inviteRevoked },
});
export default revokeInvite;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "family/revoke-invite": typeof revokeInvite;
  }
}
