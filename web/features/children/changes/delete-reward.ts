import { del, segment } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** Deletes a reward and its requests (the redemptions stay in the ledger). */
const deleteReward = kitchenChange({ request: (id: string) => del(`/api/kitchen/rewards/${segment(id)}`) });
export default deleteReward;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/delete-reward": typeof deleteReward;
  }
}
