import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { lazyDialog } from "@web/components/ui/lazy-dialog";
import { lazyWhenVisible } from "@web/components/ui/when-visible";
import { foCalendar } from "@web/i18n/fo/calendar";

const AddOutsideCalendarDialog = lazyDialog(() => import("./add-outside-calendar-dialog").then((module) => module.AddOutsideCalendarDialog));
const loadingLine = <p className="text-sm text-slate-600 dark:text-slate-400">{foCalendar.outsideLoading}</p>;
/** The list loads when the card comes into view, the dialog when it is opened: neither is on the page's first load. */
const OutsideCalendarsList = lazyWhenVisible(() => import("./outside-calendars-list").then((module) => module.OutsideCalendarsList), loadingLine);

/** 'Uttanhýsis kalendarar' (docs/features/outside-calendars.md): the family's subscriptions and the button that adds one. */
export function OutsideCalendarsCard({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  const t = foCalendar;
  const [adding, setAdding] = useState(false);
  return (
    <Card aria-labelledby="outside-calendars-title">
      <CardHeader id="outside-calendars-title" title={t.outsideTitle} description={t.outsideIntro} />
      <OutsideCalendarsList familyId={familyId} timeZone={timeZone} />
      <Button className="mt-3" onClick={() => setAdding(true)} onPointerDown={AddOutsideCalendarDialog.preload} onFocus={AddOutsideCalendarDialog.preload}>
        {t.outsideAdd}
      </Button>
      <AddOutsideCalendarDialog open={adding} onClose={() => setAdding(false)} familyId={familyId} />
    </Card>
  );
}
