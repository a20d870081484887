import { useMemo } from "react";
import { useDrawnRead } from "@web/lib/first-answer";
import { DASHBOARD_ENTRIES } from "@contract/limits";
import { familyDate } from "@contract/time/zone";
import { useNow } from "@web/lib/clock";
import { SummaryCard } from "@web/components/ui/dashboard/summary-card";
import { CalendarIcon } from "@web/components/ui/icons";
import { foCalendarCard } from "@web/i18n/fo/signed-in/dashboard";
import { useEvents } from "../reads/get-events";
import { useRuleExpansion } from "../reads/use-rule-expansion";
import { splitEvents } from "../reads/event-lists";

/** Dashboard card 2: upcoming events, the first three with the day of month (on the family's clock) in a round badge. */
export function CalendarSummaryCard({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  const events = useDrawnRead(useEvents({ familyId }));
  const now = useNow();
  const rules = useRuleExpansion(events.data?.events ?? []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rules` turns true once a phone's rule can be expanded; the split must be made again then.
  const { upcoming } = useMemo(() => splitEvents(events.data?.events ?? [], now, timeZone), [events.data, now, timeZone, rules]);
  return (
    <SummaryCard
      href="/calendar"
      title={foCalendarCard.title}
      icon={<CalendarIcon />}
      count={events.data !== undefined ? foCalendarCard.upcomingCount(upcoming.length) : foCalendarCard.loading}
      entries={upcoming.slice(0, DASHBOARD_ENTRIES).map((shown) => ({
        key: shown.event.id,
        label: shown.event.title,
        // An outside calendar's occurrence: its day on the calendar's colour, its name for screen readers and on hover.
        leading: shown.event.subscription ? (
          <span
            className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold text-white"
            style={{ backgroundColor: shown.event.subscription.color }}
            title={shown.event.subscription.name}
          >
            {Number(familyDate(shown.start, timeZone).slice(8, 10))}
            <span className="sr-only"> ({shown.event.subscription.name})</span>
          </span>
        ) : (
          <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
            {Number(familyDate(shown.start, timeZone).slice(8, 10))}
          </span>
        ),
      }))}
      more={upcoming.length > DASHBOARD_ENTRIES}
    />
  );
}
