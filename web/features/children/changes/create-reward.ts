import type { Reward, RewardBody } from "@contract/schemas/kitchen";
import { post } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** Adds a reward the children may ask for. */
const createReward = kitchenChange({ request: (body: RewardBody) => post<Reward>("/api/kitchen/rewards", body satisfies RewardBody) });
export default createReward;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/create-reward": typeof createReward;
  }
}
