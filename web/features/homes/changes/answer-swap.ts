import type { HomeLink } from "@contract/schemas/two-homes";
import { foHomes } from "@web/i18n/fo/homes";
import { defineChange, post, segment } from "@web/lib/changes/define-change";
import { serverMessageOr } from "../lib/server-message";

/** The other home's answer to a swap: accepted, its days become one-off days. */
const answerSwap = defineChange({
  request: ({ familyId, linkId, swapId, answer }: { familyId: string; linkId: string; swapId: string; answer: "accept" | "refuse" }) =>
    post<HomeLink>(`/api/families/${segment(familyId)}/home-links/${segment(linkId)}/swaps/${segment(swapId)}/answer`, { answer }),
  errorToast: (error) => ({ title: foHomes.errorTitle, description: serverMessageOr(error, foHomes.answerError) }),
  successToast: (link) => ({ title: foHomes.answeredTitle, description: foHomes.answeredText(link.name) }),
});
export default answerSwap;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "homes/answer-swap": typeof answerSwap;
  }
}
