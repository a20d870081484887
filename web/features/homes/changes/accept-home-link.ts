import type { HomeLink } from "@contract/schemas/two-homes";
import { foHomes } from "@web/i18n/fo/homes";
import { defineChange, post, segment } from "@web/lib/changes/define-change";

/** The other home's code: this family becomes the child's other home, with one of its children or a new one (no memberId). The form shows a failure. */
const acceptHomeLink = defineChange({
  request: ({ familyId, code, memberId }: { familyId: string; code: string; memberId: string | null }) =>
    post<HomeLink>(`/api/families/${segment(familyId)}/home-links`, memberId ? { code, memberId } : { code }),
  errorToast: null,
  successToast: (link) => ({ title: foHomes.acceptedTitle, description: foHomes.accepted(link.name, link.otherFamily.name) }),
});
export default acceptHomeLink;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "homes/accept-home-link": typeof acceptHomeLink;
  }
}
