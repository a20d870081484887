import { formatDateTime } from "@web/lib/dates";
import { Button } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/dialog";
import { fo } from "@web/i18n/fo";
import { foFamily } from "@web/i18n/fo/family";
import type { useCreateInvite } from "../api/create-invite";
import { CopyField } from "@web/components/ui/copy-field";

interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  invite: ReturnType<typeof useCreateInvite>;
  onRetry: () => void;
}

/** The invite's link and code, in a dialog; its own chunk, loaded when the button is first tapped. */
export function InviteDialog({ open, onClose, invite, onRetry }: InviteDialogProps) {
  const t = foFamily;
  return (
    <ModalDialog open={open} onClose={onClose} title={t.inviteTitle}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.inviteIntro}</p>
      {invite.isPending ? <p role="status">{t.creating}</p> : null}
      {invite.isError ? (
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
        {invite.isError ? (
          <Button variant="secondary" onClick={onRetry}>
            {fo.common.retry}
          </Button>
        ) : null}
        <Button onClick={onClose}>{fo.common.close}</Button>
      </div>
    </ModalDialog>
  );
}
