import type { Chore, ChoreBody } from "@contract/schemas/kitchen";
import { post } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** Adds a routine or a chore. */
const createChore = kitchenChange({ request: (body: ChoreBody) => post<Chore>("/api/kitchen/chores", body satisfies ChoreBody) });
export default createChore;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/create-chore": typeof createChore;
  }
}
