import type { ChildProfileBody, KitchenChild } from "@contract/schemas/kitchen";
import { patch, segment } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** A child no longer: the member stays, off the kitchen's lists; no toast, the row's going says it. */
const noLongerChild = kitchenChange({
  request: (id: string) => patch<KitchenChild>(`/api/kitchen/members/${segment(id)}`, { child: false } satisfies ChildProfileBody),
  success: null,
});
export default noLongerChild;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/no-longer-child": typeof noLongerChild;
  }
}
