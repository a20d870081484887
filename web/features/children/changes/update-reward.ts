import type { Reward, RewardBody } from "@contract/schemas/kitchen";
import { put, segment } from "@web/lib/changes/define-change";
import { kitchenChange, type Replacement } from "../lib/kitchen-change";

/** Replaces a reward. */
const updateReward = kitchenChange({ request: ({ id, body }: Replacement<RewardBody>) => put<Reward>(`/api/kitchen/rewards/${segment(id)}`, body) });
export default updateReward;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/update-reward": typeof updateReward;
  }
}
