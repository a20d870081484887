import { defineChange, del, segment } from "@web/lib/changes/define-change";

/** Revokes a link at once (its devices are refused and their sockets close); the confirm dialog shows a failure. */
const revokeLink = defineChange({
  request: ({ familyId, linkId }: { familyId: string; linkId: string }) => del(`/api/families/${segment(familyId)}/helpers/${segment(linkId)}`),
  errorToast: null,
});
export default revokeLink;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "helpers/revoke-link": typeof revokeLink;
  }
}
