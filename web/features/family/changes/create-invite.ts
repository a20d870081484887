import type { Invite } from "@contract/schemas/families";
import { defineChange, post, segment } from "@web/lib/changes/define-change";
import { invitesQueryKey } from "../api/get-invites";

/** A new invite; the dialog shows the answer or the failure itself, and the list of open invites is read again. */
const createInvite = defineChange({
  request: ({ familyId }: { familyId: string }) => post<Invite>(`/api/families/${segment(familyId)}/invites`),
  errorToast: null,
  invalidates: ({ familyId }) => [invitesQueryKey(familyId)],
});
export default createInvite;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "family/create-invite": typeof createInvite;
  }
}
