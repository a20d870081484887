import { useState, type ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { lazyDialog } from "@web/lib/lazy-dialog";
import { formatDate } from "@web/lib/dates";
import { foSync } from "@web/i18n/fo/sync";
import type { AppPassword } from "@contract/schemas/caldav";
import { useAppPasswords } from "../api/get-app-passwords";

/** The confirmation loads when a revoke is first pressed (Headless UI's dialog stays off the page's first load). */
const RevokeDeviceDialog = lazyDialog(() => import("./revoke-device-dialog").then((module) => module.RevokeDeviceDialog));

/** The person's devices, newest first, each with when it was made and last synced, and 'Tak aftur' behind a confirmation. */
export function DevicesCard({ timeZone }: { timeZone: string }) {
  const t = foSync;
  const devices = useAppPasswords();
  const [revoking, setRevoking] = useState<AppPassword | null>(null);

  let body: ReactNode;
  if (devices.isPending) body = <p className="text-slate-600 dark:text-slate-400">{t.loading}</p>;
  else if (devices.isError && !devices.data) body = <p className="text-slate-600 dark:text-slate-400">{t.devicesError}</p>;
  else if (devices.data.length === 0) body = <p className="text-slate-600 dark:text-slate-400">{t.devicesEmpty}</p>;
  else
    body = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {devices.data.map((device) => (
          <li key={device.id} className="flex items-center gap-2 py-2">
            <div className="min-w-0 flex-1 text-sm">
              <p className="break-words font-medium">{device.name}</p>
              <p className="text-slate-600 dark:text-slate-400">{t.createdAt(formatDate(device.createdAt, timeZone))}</p>
              <p className="text-slate-600 dark:text-slate-400">{device.lastUsedAt ? t.lastUsed(formatDate(device.lastUsedAt, timeZone)) : t.neverUsed}</p>
            </div>
            <Button
              variant="secondary"
              aria-label={t.revokeLabel(device.name)}
              onPointerEnter={RevokeDeviceDialog.preload}
              onFocus={RevokeDeviceDialog.preload}
              onClick={() => setRevoking(device)}
            >
              {t.revoke}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <Card aria-labelledby="sync-devices-title">
      <CardHeader id="sync-devices-title" title={t.devicesTitle} description={t.devicesIntro} />
      {body}
      <RevokeDeviceDialog open={revoking !== null} device={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}
