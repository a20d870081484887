import type { CustodySwapBody, HomeLink } from "@contract/schemas/two-homes";
import { defineChange, post, segment } from "@web/lib/changes/define-change";

/** A swap proposed to the other home; the id is the phone's, so a second send proposes it once. The form shows a failure. */
const proposeSwap = defineChange({
  request: ({ familyId, linkId, swap }: { familyId: string; linkId: string; swap: CustodySwapBody }) =>
    post<HomeLink>(`/api/families/${segment(familyId)}/home-links/${segment(linkId)}/swaps`, swap),
  errorToast: null,
});
export default proposeSwap;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "homes/propose-swap": typeof proposeSwap;
  }
}
