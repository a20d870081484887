import { del, segment } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** Undoes a tick: its stars are taken back. */
const undoCompletion = kitchenChange({ request: (id: string) => del(`/api/kitchen/completions/${segment(id)}`) });
export default undoCompletion;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/undo-completion": typeof undoCompletion;
  }
}
