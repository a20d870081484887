import { useState } from "react";
import type { FamilyMember } from "@contract/schemas/families";
import type { HelperLink } from "@contract/schemas/helpers";
import { Button } from "@web/components/ui/button";
import { foHelperLinks } from "@web/i18n/fo/helpers-links";
import { preloadOnTouch, useChange } from "@web/lib/changes/use-change";
import { useNow } from "@web/lib/clock";
import { lazyDialog } from "@web/lib/lazy-dialog";
import { childrenText, endText, lastUsedText, powersText } from "../lib/link-view";
import { DeviceRow } from "./device-row";

const RevokeDialog = lazyDialog(() => import("./revoke-dialog").then((module) => module.RevokeDialog));

/** One helper's link: what it shows, for whom, until when, its last use and its devices, and the way to revoke it. */
export function LinkCard({ link, members, familyId, timeZone }: { link: HelperLink; members: readonly FamilyMember[]; familyId: string; timeZone: string }) {
  const t = foHelperLinks;
  const now = useNow();
  const [revoking, setRevoking] = useState(false);
  const letIn = useChange("helpers/let-in-device");
  const remove = useChange("helpers/remove-device");
  const titleId = `helper-link-${link.id}`;
  return (
    <li>
      <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" {...preloadOnTouch(letIn, remove)}>
        <h3 id={titleId} className="text-lg font-semibold">
          {link.name}
        </h3>
        <ul className="mt-1 space-y-0.5 text-sm text-slate-700 dark:text-slate-300">
          <li>{t.mayUse(powersText(link.powers))}</li>
          <li>{childrenText(link.children, members)}</li>
          <li>{endText(link.endsAt, now, timeZone)}</li>
          <li className="text-slate-600 dark:text-slate-400">{lastUsedText(link.lastUsedAt, timeZone)}</li>
        </ul>
        <h4 className="mt-3 text-sm font-medium">{t.devicesTitle}</h4>
        {link.devices.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{t.devicesNone}</p> : null}
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {link.devices.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              timeZone={timeZone}
              busy={letIn.isPending || remove.isPending}
              onLetIn={() => letIn.mutate({ familyId, linkId: link.id, deviceId: device.id })}
              onRemove={() => remove.mutate({ familyId, linkId: link.id, deviceId: device.id })}
            />
          ))}
        </ul>
        <Button variant="ghost" className="mt-2 -ml-4" onClick={() => setRevoking(true)} onPointerEnter={RevokeDialog.preload} onFocus={RevokeDialog.preload}>
          {t.revoke}
        </Button>
        <RevokeDialog open={revoking} onClose={() => setRevoking(false)} link={link} familyId={familyId} />
      </section>
    </li>
  );
}
