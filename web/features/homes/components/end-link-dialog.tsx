import type { HomeLink } from "@contract/schemas/two-homes";
import { Button } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/dialog";
import { FormAlert } from "@web/components/ui/field/field";
import { foHomes } from "@web/i18n/fo/homes";
import { useChange } from "@web/lib/changes/use-change";
import { useChangeOutcome } from "@web/lib/use-change-outcome";
import { serverMessageOr } from "../lib/server-message";

/** Asks before a link ends: for both homes, the shared pattern, days and swaps go. */
export function EndLinkDialog({ open, onClose, link, familyId }: { open: boolean; onClose: () => void; link: HomeLink; familyId: string }) {
  const t = foHomes;
  const end = useChangeOutcome(useChange("homes/end-link"), { onSuccess: onClose });
  return (
    <ModalDialog open={open} onClose={onClose} title={t.endTitle(link.name)} description={t.endText(link.otherFamily.name)}>
      {end.error ? <FormAlert>{serverMessageOr(end.error, t.endError)}</FormAlert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button variant="destructive" disabled={end.isPending} onClick={() => end.mutate({ familyId, linkId: link.id })}>
          {t.endConfirm}
        </Button>
      </div>
    </ModalDialog>
  );
}
