import type { HomeLink } from "@contract/schemas/two-homes";
import { foHomes } from "@web/i18n/fo/homes";
import { defineChange, del, segment } from "@web/lib/changes/define-change";
import { serverMessageOr } from "../lib/server-message";

/** Takes one-off days away: the pattern holds on them again. */
const removeException = defineChange({
  request: ({ familyId, linkId, exceptionId }: { familyId: string; linkId: string; exceptionId: string }) =>
    del<HomeLink>(`/api/families/${segment(familyId)}/home-links/${segment(linkId)}/exceptions/${segment(exceptionId)}`),
  errorToast: (error) => ({ title: foHomes.errorTitle, description: serverMessageOr(error, foHomes.removeExceptionError) }),
});
export default removeException;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "homes/remove-exception": typeof removeException;
  }
}
