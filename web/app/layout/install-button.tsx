import { useSignals } from "@preact/signals-react/runtime";
import { canOfferInstall, promptInstall } from "@web/lib/install-prompt";
import { IconButton } from "@web/components/ui/button";
import { DownloadIcon } from "@web/components/ui/icons";
import { fo } from "@web/i18n/fo";

/** Hidden when running standalone or once installed; without a browser prompt it explains the steps. */
export function InstallButton() {
  useSignals();
  if (!canOfferInstall.value) return null;

  async function onClick() {
    const prompted = await promptInstall();
    if (!prompted) window.alert((await import("@web/i18n/fo/install-manual")).installManual);
  }

  return (
    <IconButton label={fo.header.install} onClick={() => void onClick()}>
      <DownloadIcon />
    </IconButton>
  );
}
