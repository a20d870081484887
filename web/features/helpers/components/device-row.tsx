import type { HelperDevice } from "@contract/schemas/helpers";
import { Button } from "@web/components/ui/button";
import { foHelperLinks } from "@web/i18n/fo/helpers-links";
import { formatDateTime } from "@web/lib/dates";

interface DeviceRowProps {
  device: HelperDevice;
  timeZone: string;
  busy: boolean;
  onLetIn: () => void;
  onRemove: () => void;
}

/** A device that opened the link: let in since when, or waiting with "Loyv"; either may be removed. */
export function DeviceRow({ device, timeZone, busy, onLetIn, onRemove }: DeviceRowProps) {
  const t = foHelperLinks;
  const waiting = device.state === "pending";
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="font-medium break-words">{device.label}</p>
        <p className={`text-sm ${waiting ? "font-medium text-amber-800 dark:text-amber-300" : "text-slate-600 dark:text-slate-400"}`}>
          {waiting ? t.deviceWaiting : t.deviceActive(formatDateTime(device.createdAt, timeZone))}
        </p>
      </div>
      <div className="flex gap-2">
        {waiting ? (
          <Button aria-label={t.letInLabel(device.label)} disabled={busy} onClick={onLetIn}>
            {t.letIn}
          </Button>
        ) : null}
        <Button variant="secondary" aria-label={t.removeDeviceLabel(device.label)} disabled={busy} onClick={onRemove}>
          {t.removeDevice}
        </Button>
      </div>
    </li>
  );
}
