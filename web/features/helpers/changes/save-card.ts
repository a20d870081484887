import type { ChildCard, ChildCardBody } from "@contract/schemas/helpers";
import { defineChange, put, segment } from "@web/lib/changes/define-change";

/** A child's whole card; the editor shows that it is saved, or the server's refusal on its field. */
const saveCard = defineChange({
  request: ({ familyId, memberId, card }: { familyId: string; memberId: string; card: ChildCardBody }) =>
    put<ChildCard>(`/api/families/${segment(familyId)}/child-cards/${segment(memberId)}`, card),
  errorToast: null,
});
export default saveCard;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "helpers/save-card": typeof saveCard;
  }
}
