import type { RewardRequest } from "@contract/schemas/kitchen";
import type { AskBody } from "@contract/schemas/kitchen-screen";
import { defineChange, post } from "@web/lib/changes/define-change";

/** A child asks for a reward (their PIN when they have one); waits offline as a tick does. */
const askReward = defineChange({
  offline: true,
  request: (body: AskBody) => post<RewardRequest>("/api/kitchen/screen/requests", body satisfies AskBody),
  quietWhenGone: false,
  errorToast: null,
});
export default askReward;
