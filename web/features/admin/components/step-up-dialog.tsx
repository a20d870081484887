import { useState, type FormEvent } from "react";
import { ApiError } from "@web/lib/api-client";
import { Button } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/dialog";
import { FormAlert } from "@web/components/ui/field/field";
import { OneTimeCodeField } from "@web/components/ui/one-time-code-field";
import { enSecondFactor as t } from "@web/i18n/en/admin-second-factor";
import { useStepUp } from "../api/step-up";
import type { PendingStepUp } from "../lib/step-up";

/**
 * Asks for a code when an action answered `step_up_required`; the action runs again once it is
 * checked (lib/step-up.ts). Loaded when first asked for (step-up-prompt.tsx).
 */
export function StepUpDialog({ open, pending }: { open: boolean; pending: PendingStepUp | null }) {
  const mutation = useStepUp();
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setCode("");
    setFailure(null);
    pending?.cancel();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setFailure(t.codeRequired);
      return;
    }
    mutation.mutate(code.trim(), {
      onSuccess: () => {
        setCode("");
        setFailure(null);
        pending?.done();
      },
      onError: (error) => {
        setCode("");
        setFailure(error instanceof ApiError && error.serverMessage ? error.serverMessage : error.message);
      },
    });
  }

  return (
    <ModalDialog open={open} onClose={close} title={t.stepUpTitle} description={t.stepUpText}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <OneTimeCodeField id="step-up-code" label={t.codeLabel} value={code} onChange={setCode} />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t.stepUpChecking : t.stepUpConfirm}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
