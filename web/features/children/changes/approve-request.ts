import type { RewardRequest } from "@contract/schemas/kitchen";
import { post, segment } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** Approves a child's request for a reward: the stars are redeemed. */
const approveRequest = kitchenChange({ request: (id: string) => post<RewardRequest>(`/api/kitchen/requests/${segment(id)}/approve`) });
export default approveRequest;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/approve-request": typeof approveRequest;
  }
}
