import { defineChange, del, segment } from "@web/lib/changes/define-change";

/** Ends the link for both homes: each keeps its own member for the child and its own rows. The dialog shows a failure. */
const endLink = defineChange({
  request: ({ familyId, linkId }: { familyId: string; linkId: string }) => del(`/api/families/${segment(familyId)}/home-links/${segment(linkId)}`),
  errorToast: null,
});
export default endLink;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "homes/end-link": typeof endLink;
  }
}
