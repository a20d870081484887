import type { TickAnswer, TickBody } from "@contract/schemas/kitchen-screen";
import { defineChange, post } from "@web/lib/changes/define-change";

/**
 * A child ticks today's routine or chore (their PIN when they have one). Waits in the screen's queue
 * offline: its id, the screen's own, makes a replay answer the stored tick. A 404 (the chore was
 * deleted meanwhile) is a refusal the wall tells, not a quiet success.
 */
const tick = defineChange({
  offline: true,
  request: (body: TickBody) => post<TickAnswer>("/api/kitchen/screen/ticks", body satisfies TickBody),
  quietWhenGone: false,
  errorToast: null,
});
export default tick;
