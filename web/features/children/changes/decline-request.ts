import type { RewardRequest } from "@contract/schemas/kitchen";
import { post, segment } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** Declines a child's request and gives back the stars it held. */
const declineRequest = kitchenChange({ request: (id: string) => post<RewardRequest>(`/api/kitchen/requests/${segment(id)}/decline`) });
export default declineRequest;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/decline-request": typeof declineRequest;
  }
}
