import type { AwayBody } from "@contract/schemas/kitchen";
import { put, segment } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** The child is away these family days. */
const setAway = kitchenChange({
  request: ({ memberId, ...days }: { memberId: string } & AwayBody) => put(`/api/kitchen/members/${segment(memberId)}/away`, days satisfies AwayBody),
});
export default setAway;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/set-away": typeof setAway;
  }
}
