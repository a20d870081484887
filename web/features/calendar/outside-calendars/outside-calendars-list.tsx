import { lazy, Suspense } from "react";
import { foOutsideCalendarsCard } from "@web/i18n/fo/outside-calendars-card";
import { useCalendarSubscriptions } from "./get-calendar-subscriptions";

/**
 * The rows with their changes (rename, colour, pause, remove) load once the family has an outside
 * calendar: a family without any, whose card is in view on an empty calendar, does not load them on
 * the page's first load (docs/bench.md). Precached like every chunk, so they draw offline too.
 */
const OutsideCalendarRows = lazy(() => import("../components/outside-calendar-rows").then((module) => ({ default: module.OutsideCalendarRows })));

interface ListProps {
  familyId: string;
  timeZone: string;
}

/** The family's outside calendars, or that there are none. */
export function OutsideCalendarsList({ familyId, timeZone }: ListProps) {
  const subscriptions = useCalendarSubscriptions({ familyId });
  const rows = subscriptions.data ?? [];
  if (subscriptions.isPending) return null;
  if (rows.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{foOutsideCalendarsCard.none}</p>;
  return (
    <Suspense fallback={null}>
      <OutsideCalendarRows rows={rows} familyId={familyId} timeZone={timeZone} />
    </Suspense>
  );
}
