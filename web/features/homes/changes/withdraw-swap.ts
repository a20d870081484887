import type { HomeLink } from "@contract/schemas/two-homes";
import { foHomes } from "@web/i18n/fo/homes";
import { defineChange, del, segment } from "@web/lib/changes/define-change";
import { serverMessageOr } from "../lib/server-message";

/** The proposing home takes back a swap not yet answered. */
const withdrawSwap = defineChange({
  request: ({ familyId, linkId, swapId }: { familyId: string; linkId: string; swapId: string }) =>
    del<HomeLink>(`/api/families/${segment(familyId)}/home-links/${segment(linkId)}/swaps/${segment(swapId)}`),
  errorToast: (error) => ({ title: foHomes.errorTitle, description: serverMessageOr(error, foHomes.withdrawError) }),
});
export default withdrawSwap;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "homes/withdraw-swap": typeof withdrawSwap;
  }
}
