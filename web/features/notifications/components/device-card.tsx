import type { ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { FormAlert } from "@web/components/ui/field/field";
import { ApiError } from "@web/lib/api-client";
import { foNotifications } from "@web/i18n/fo/notifications";
import { usePushPublicKey } from "../api/get-push-public-key";
import { useDevicePush } from "../hooks/use-device-push";

const note = "text-slate-700 dark:text-slate-300";

/** Turning notifications on and off on this device, or why it cannot be done here. */
export function DeviceCard() {
  const t = foNotifications;
  const { support, subscribed, enable, disable } = useDevicePush();
  const publicKey = usePushPublicKey({ queryConfig: { enabled: support === "ask" || support === "granted" } });
  // 503: the server has no keys, and says so in its own words (contract's pushMessages.notConfigured).
  const notConfigured = publicKey.error instanceof ApiError && publicKey.error.status === 503 ? publicKey.error.message : null;
  const failure = enable.error ?? disable.error;

  let body: ReactNode;
  if (support === "unsupported") body = <p className={note}>{t.unsupported}</p>;
  else if (support === "home-screen-first") body = <p className={note}>{t.homeScreenFirst}</p>;
  else if (support === "denied") body = <p className={note}>{t.denied}</p>;
  else if (notConfigured) body = <p className={note}>{notConfigured}</p>;
  else if (subscribed === null) body = <p className={note}>{t.checking}</p>;
  else if (subscribed)
    body = (
      <>
        <p className={note}>{t.enabled}</p>
        <Button variant="secondary" disabled={disable.isPending} onClick={() => disable.mutate()}>
          {disable.isPending ? t.disabling : t.disable}
        </Button>
      </>
    );
  else
    body = (
      <>
        <p className={note}>{enable.data === "default" ? t.dismissed : t.notEnabled}</p>
        <Button disabled={enable.isPending} onClick={() => enable.mutate()}>
          {enable.isPending ? t.enabling : t.enable}
        </Button>
      </>
    );

  return (
    <Card aria-labelledby="push-device-title">
      <CardHeader id="push-device-title" title={t.deviceTitle} />
      <div className="space-y-3">
        {body}
        {failure && support !== "denied" ? <FormAlert>{failure.message}</FormAlert> : null}
      </div>
    </Card>
  );
}
