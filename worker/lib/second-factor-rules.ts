import { STEP_UP_WINDOW_MS } from "@contract/limits";
import { adminTexts } from "@contract/messages";
import type { AuthContext } from "../env";
import { HttpError } from "./http-error";

/** An administrator without a second factor may only enrol one (and read who they are, and sign out). */
export function assertEnrolled(caller: AuthContext): void {
  if (caller.mustEnrol) throw new HttpError("mfa_enrolment_required", adminTexts.enrolmentRequired);
}

/** What cannot be undone needs a second-factor check in this session within the last 10 minutes. */
export function assertSteppedUp(caller: AuthContext, now = Date.now()): void {
  const at = caller.secondFactorAt === null ? Number.NaN : Date.parse(caller.secondFactorAt);
  if (!(now - at <= STEP_UP_WINDOW_MS)) throw new HttpError("step_up_required", adminTexts.stepUpRequired);
}
