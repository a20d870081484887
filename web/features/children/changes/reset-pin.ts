import { del, segment } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** Removes a child's PIN (or the parent's own). */
const resetPin = kitchenChange({ request: (memberId: string) => del(`/api/kitchen/members/${segment(memberId)}/pin`) });
export default resetPin;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/reset-pin": typeof resetPin;
  }
}
