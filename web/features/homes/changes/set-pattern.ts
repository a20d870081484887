import type { CustodyPatternBody, HomeLink } from "@contract/schemas/two-homes";
import { defineChange, put, segment } from "@web/lib/changes/define-change";

/** The link's custody pattern; the form shows a failure. */
const setPattern = defineChange({
  request: ({ familyId, linkId, pattern }: { familyId: string; linkId: string; pattern: CustodyPatternBody }) =>
    put<HomeLink>(`/api/families/${segment(familyId)}/home-links/${segment(linkId)}/pattern`, pattern),
  errorToast: null,
});
export default setPattern;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "homes/set-pattern": typeof setPattern;
  }
}
