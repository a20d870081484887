import { Suspense, useState } from "react";
import type { Pairing } from "@contract/schemas/kitchen-screens";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";
import { useChange } from "@web/lib/changes/use-change";
import { useScreens } from "../api/kitchen-reads";
import { DimForm } from "./dim-form";
import { type LazyPage, lazyPage } from "@web/lib/lazy-page";
import { PairForm } from "./pair-form";

/** Each weekday's own screen times: the form and its texts load when the parent opens them. */
const ScreenTimesForm = lazyPage<{ familyId: string }>(() => import("./screen-times-form").then((module) => module.ScreenTimesForm));

/** The weather place's form and its place list load when its fold opens (or is pointed at): not on the page's first load. */
const WeatherPlaceForm = lazyPage<{ familyId: string }>(() => import("./weather-place-form").then((module) => module.default));

/** Pairing a kitchen screen (a one-use code shown here, typed on the tablet), the family's screens and when they dim. */
export function ScreensCard({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  const screens = useScreens(familyId);
  const revoke = useChange("children/revoke-screen");
  const [pairing, setPairing] = useState<Pairing | null>(null);
  const time = new Intl.DateTimeFormat("fo-FO", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const when = new Intl.DateTimeFormat("fo-FO", { timeZone, dateStyle: "short", timeStyle: "short" });
  return (
    <Card aria-labelledby="screens-title">
      <CardHeader id="screens-title" title={t.screensTitle} description={t.screensIntro} />
      <PairForm onPaired={setPairing} />
      {pairing ? (
        <div className="mt-3 rounded-xl bg-slate-50 p-3 text-center dark:bg-slate-800/50">
          <p className="text-sm">{t.pairCode}</p>
          <p className="font-mono text-3xl font-bold tracking-widest" data-testid="pairing-code">
            {pairing.code}
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t.pairUntil(time.format(new Date(pairing.expiresAt)))}</p>
        </div>
      ) : null}
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {screens.data?.length === 0 ? <li className="py-2 text-slate-700 dark:text-slate-300">{t.noScreens}</li> : null}
        {screens.data?.map((screen) => (
          <li key={screen.id} className="flex items-center gap-3 py-2">
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{screen.name}</span>
              {screen.lastSeenAt ? (
                <span className="text-sm text-slate-600 dark:text-slate-400">{t.lastSeen(when.format(new Date(screen.lastSeenAt)))}</span>
              ) : null}
            </span>
            <Button variant="destructive" aria-label={`${t.revoke}: ${screen.name}`} onClick={() => revoke.mutate(screen.id)}>
              {t.revoke}
            </Button>
          </li>
        ))}
      </ul>
      <DimForm familyId={familyId} />
      <SettingFold label={t.screenTimes} panel={ScreenTimesForm} familyId={familyId} />
      <SettingFold label={t.weatherFold} panel={WeatherPlaceForm} familyId={familyId} />
    </Card>
  );
}

/** A setting of the screens folded behind its button: its form and texts load on the first hover, focus or press. */
function SettingFold({ label, panel: Panel, familyId }: { label: string; panel: LazyPage<{ familyId: string }>; familyId: string }) {
  const [open, setOpen] = useState(false);
  const preload = () => void Panel.preload().catch(() => undefined);
  return (
    <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)} onFocus={preload} onPointerEnter={preload}>
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <Panel familyId={familyId} />
        </Suspense>
      ) : null}
    </div>
  );
}
