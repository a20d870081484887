import type { PairBody, Paired } from "@contract/schemas/kitchen-screens";
import { defineChange, post } from "@web/lib/changes/define-change";

/** The tablet, not yet paired, spends a parent's pairing code: sent with no token at all. */
const pair = defineChange({
  request: (body: PairBody) => post<Paired>("/api/kitchen/pair", body satisfies PairBody),
  errorToast: null,
});
export default pair;
