import type { HelperLink } from "@contract/schemas/helpers";
import { Button } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/dialog";
import { FormAlert } from "@web/components/ui/field/field";
import { foHelpers } from "@web/i18n/fo/helpers";
import { useChange } from "@web/lib/changes/use-change";
import { useChangeOutcome } from "@web/lib/use-change-outcome";
import { serverMessageOf } from "../lib/server-message";

/** Asks before a link is revoked: its devices lose their way in at once. */
export function RevokeDialog({ open, onClose, link, familyId }: { open: boolean; onClose: () => void; link: HelperLink; familyId: string }) {
  const t = foHelpers;
  const revoke = useChangeOutcome(useChange("helpers/revoke-link"), { onSuccess: onClose });
  return (
    <ModalDialog open={open} onClose={onClose} title={t.revokeTitle(link.name)} description={t.revokeText}>
      {revoke.error ? <FormAlert>{serverMessageOf(revoke.error) ?? t.revokeError}</FormAlert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate({ familyId, linkId: link.id })}>
          {t.revokeConfirm}
        </Button>
      </div>
    </ModalDialog>
  );
}
