import { del, segment } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** Deletes a routine or a chore with its completions (its ledger entries stay). */
const deleteChore = kitchenChange({ request: (id: string) => del(`/api/kitchen/chores/${segment(id)}`) });
export default deleteChore;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/delete-chore": typeof deleteChore;
  }
}
