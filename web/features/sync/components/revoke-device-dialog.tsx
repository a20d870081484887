import { Button } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/dialog";
import { foSync } from "@web/i18n/fo/sync";
import type { AppPassword } from "@contract/schemas/caldav";
import { useChange } from "@web/lib/changes/use-change";

/** 'Tak loyniorðið hjá … aftur?': open while `device` is set (`open` says the same, for loading it when it first opens). */
export function RevokeDeviceDialog({ device, onClose }: { open: boolean; device: AppPassword | null; onClose: () => void }) {
  const t = foSync;
  const revoke = useChange("sync/revoke-app-password");
  return (
    <ModalDialog open={device !== null} onClose={onClose} title={device ? t.revokeTitle(device.name) : ""} description={t.revokeText}>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button
          variant="destructive"
          disabled={revoke.isPending}
          onClick={() => {
            if (device) revoke.mutate({ id: device.id });
            onClose();
          }}
        >
          {t.revoke}
        </Button>
      </div>
    </ModalDialog>
  );
}
