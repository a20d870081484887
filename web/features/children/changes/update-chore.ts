import type { Chore, ChoreBody } from "@contract/schemas/kitchen";
import { put, segment } from "@web/lib/changes/define-change";
import { kitchenChange, type Replacement } from "../lib/kitchen-change";

/** Replaces a routine or a chore; its completions so far stay. */
const updateChore = kitchenChange({ request: ({ id, body }: Replacement<ChoreBody>) => put<Chore>(`/api/kitchen/chores/${segment(id)}`, body) });
export default updateChore;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/update-chore": typeof updateChore;
  }
}
