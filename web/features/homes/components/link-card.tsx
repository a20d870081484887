import { useState } from "react";
import type { HomeLink } from "@contract/schemas/two-homes";
import { familyDate } from "@contract/time/zone";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { foHomes } from "@web/i18n/fo/homes";
import { lazyDialog } from "@web/lib/lazy-dialog";
import { ExceptionsSection } from "./exceptions-section";
import { PatternForm } from "./pattern-form";
import { SwapsSection } from "./swaps-section";

const EndLinkDialog = lazyDialog(() => import("./end-link-dialog").then((module) => module.EndLinkDialog));

/** One linked child: the pattern with its preview, the one-off days, the swaps, and the end of the link. */
export function LinkCard({ link, familyId, timeZone }: { link: HomeLink; familyId: string; timeZone: string }) {
  const t = foHomes;
  const [ending, setEnding] = useState(false);
  const today = familyDate(Date.now(), timeZone);
  const titleId = `homes-link-${link.id}`;
  return (
    <Card aria-labelledby={titleId} className="space-y-6">
      <CardHeader id={titleId} title={t.linkTitle(link.name)} description={t.linkWith(link.otherFamily.name)} />
      <PatternForm link={link} familyId={familyId} today={today} />
      <ExceptionsSection link={link} familyId={familyId} today={today} />
      <SwapsSection link={link} familyId={familyId} today={today} />
      <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button variant="ghost" onClick={() => setEnding(true)} onPointerEnter={EndLinkDialog.preload} onFocus={EndLinkDialog.preload}>
          {t.endLink}
        </Button>
      </div>
      <EndLinkDialog open={ending} onClose={() => setEnding(false)} link={link} familyId={familyId} />
    </Card>
  );
}
