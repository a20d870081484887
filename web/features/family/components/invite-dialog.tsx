import { formatDateTime } from "@web/lib/dates";
import { Button } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/dialog";
import { fo } from "@web/i18n/fo";
import { foFamily } from "@web/i18n/fo/family";
import { useEffect, useRef } from "react";
import { useChange } from "@web/lib/changes/use-change";
import { useChangeOutcome } from "@web/lib/use-change-outcome";
import { CopyField } from "@web/components/ui/copy-field";

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  familyId: string;
}

/**
 * A new invite's link and code, in a dialog: each opening creates one. Its own chunk with the
 * invite's call, loaded when the button is first pressed, so neither is on the dashboard's first load.
 */
export function InviteDialog({ open, onClose, familyId }: InviteDialogProps) {
  const t = foFamily;
  const invite = useChangeOutcome(useChange("family/create-invite"));
  const { mutate } = invite;
  // Once per opening, however often React runs the effect (StrictMode runs it twice on mount).
  const createdForThisOpening = useRef(false);
  useEffect(() => {
    if (!open) {
      createdForThisOpening.current = false;
      return;
    }
    if (createdForThisOpening.current) return;
    createdForThisOpening.current = true;
    mutate({ familyId });
  }, [open, familyId, mutate]);
  const onRetry = () => mutate({ familyId });
  return (
    <ModalDialog open={open} onClose={onClose} title={t.inviteTitle}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.inviteIntro}</p>
      {invite.isPending ? <p role="status">{t.creating}</p> : null}
      {invite.error ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t.error}
        </p>
      ) : null}
      {invite.data ? (
        <>
          <CopyField id="invite-url" label={t.linkLabel} copyLabel={t.copyLink} copiedText={t.copied} failedText={t.copyFailed} value={invite.data.url} />
          <CopyField id="invite-code" label={t.codeLabel} copyLabel={t.copyCode} copiedText={t.copied} failedText={t.copyFailed} value={invite.data.code} />
          <p className="text-sm text-slate-600 dark:text-slate-400">{t.expires(formatDateTime(invite.data.expiresAt))}</p>
        </>
      ) : null}
      <div className="flex justify-end gap-2">
        {invite.error ? (
          <Button variant="secondary" onClick={onRetry}>
            {fo.common.retry}
          </Button>
        ) : null}
        <Button onClick={onClose}>{fo.common.close}</Button>
      </div>
    </ModalDialog>
  );
}
