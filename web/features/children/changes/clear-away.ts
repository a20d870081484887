import { del, segment } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** The child is no longer away. */
const clearAway = kitchenChange({ request: (memberId: string) => del(`/api/kitchen/members/${segment(memberId)}/away`) });
export default clearAway;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/clear-away": typeof clearAway;
  }
}
