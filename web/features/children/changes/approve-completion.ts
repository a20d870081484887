import type { TickAnswer } from "@contract/schemas/kitchen-screen";
import { post, segment } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** Approves a tick that waits for a parent: done, and its stars paid. */
const approveCompletion = kitchenChange({ request: (id: string) => post<TickAnswer>(`/api/kitchen/completions/${segment(id)}/approve`) });
export default approveCompletion;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/approve-completion": typeof approveCompletion;
  }
}
