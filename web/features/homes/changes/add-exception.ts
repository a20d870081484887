import type { CustodyExceptionBody, HomeLink } from "@contract/schemas/two-homes";
import { defineChange, post, segment } from "@web/lib/changes/define-change";

/** One-off days at one home; the id is the phone's, so a second send adds them once. The form shows a failure. */
const addException = defineChange({
  request: ({ familyId, linkId, exception }: { familyId: string; linkId: string; exception: CustodyExceptionBody }) =>
    post<HomeLink>(`/api/families/${segment(familyId)}/home-links/${segment(linkId)}/exceptions`, exception),
  errorToast: null,
});
export default addException;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "homes/add-exception": typeof addException;
  }
}
