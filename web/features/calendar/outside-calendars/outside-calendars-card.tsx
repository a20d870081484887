import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { lazyDialog } from "@web/lib/lazy-dialog";
import { foOutsideCalendarsCard } from "@web/i18n/fo/outside-calendars-card";
import { OutsideCalendarsList } from "./outside-calendars-list";

const AddOutsideCalendarDialog = lazyDialog(() => import("../components/add-outside-calendar-dialog").then((module) => module.AddOutsideCalendarDialog));

/**
 * The fold of 'Uttanhýsis kalendarar' (docs/features/outside-calendars.md): the family's
 * subscriptions and the button that adds one. The page loads it when the fold opens, the dialog when it opens.
 */
export function OutsideCalendarsPanel({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  const t = foOutsideCalendarsCard;
  const [adding, setAdding] = useState(false);
  return (
    <div>
      <OutsideCalendarsList familyId={familyId} timeZone={timeZone} />
      <Button className="mt-3" onClick={() => setAdding(true)} onPointerDown={AddOutsideCalendarDialog.preload} onFocus={AddOutsideCalendarDialog.preload}>
        {t.addButton}
      </Button>
      <AddOutsideCalendarDialog open={adding} onClose={() => setAdding(false)} familyId={familyId} />
    </div>
  );
}
