import { useSignals } from "@preact/signals-react/runtime";
import { lazyDialog } from "@web/lib/lazy-dialog";
import { pendingStepUp } from "../lib/step-up";

// The dialog (Headless UI's, about 16 KB gzip with the code field) loads when an action first asks
// for a fresh code, not with the panel (docs/bench.md).
const StepUpDialog = lazyDialog(() => import("./step-up-dialog").then((module) => module.StepUpDialog));

/** The step-up dialog, shown while an action waits for a second-factor code (lib/step-up.ts). */
export function StepUpPrompt() {
  useSignals();
  const pending = pendingStepUp.value;
  return <StepUpDialog open={pending !== null} pending={pending} />;
}
