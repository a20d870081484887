import type { Invite } from "@contract/schemas/families";
import { defineChange, post, segment } from "@web/lib/changes/define-change";

/** A one-time code for the child's other home (7 days): the card shows the code, its url and when it runs out, or the failure. */
const inviteHome = defineChange({
  request: ({ familyId, memberId }: { familyId: string; memberId: string }) =>
    post<Invite>(`/api/families/${segment(familyId)}/home-links/invites`, { memberId }),
  errorToast: null,
});
export default inviteHome;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "homes/invite-home": typeof inviteHome;
  }
}
