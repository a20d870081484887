import { signal } from "@preact/signals-react";
import { ApiError } from "@web/lib/api-client";

export interface PendingStepUp {
  done: () => void;
  cancel: () => void;
}

/** The step-up the dialog is asking for now (web/features/admin/components/step-up-prompt.tsx). */
export const pendingStepUp = signal<PendingStepUp | null>(null);

/** Opens the dialog; settles when the code is checked (resolves) or the dialog is closed (rejects with `refusal`). */
function askForStepUp(refusal: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    pendingStepUp.value = {
      done: () => {
        pendingStepUp.value = null;
        resolve();
      },
      cancel: () => {
        pendingStepUp.value = null;
        reject(refusal);
      },
    };
  });
}

/**
 * Runs an admin call; when the server answers 403 `step_up_required` (what cannot be undone needs a
 * fresh second-factor check), asks for a code in the dialog and runs the call again.
 */
export async function withStepUp<R>(call: () => Promise<R>): Promise<R> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "step_up_required")) throw error;
    await askForStepUp(error);
    return call();
  }
}
