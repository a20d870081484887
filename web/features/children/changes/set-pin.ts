import type { PinBody } from "@contract/schemas/kitchen";
import { put, segment } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** Sets a child's PIN, or the parent's own. */
const setPin = kitchenChange({
  request: ({ memberId, pin }: { memberId: string; pin: string }) => put(`/api/kitchen/members/${segment(memberId)}/pin`, { pin } satisfies PinBody),
});
export default setPin;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/set-pin": typeof setPin;
  }
}
