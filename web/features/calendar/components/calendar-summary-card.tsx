import { SummaryCard } from "@web/components/ui/summary-card";
import { CalendarIcon } from "@web/components/ui/icons";
import { foDashboard } from "@web/i18n/fo/dashboard";
import { fo } from "@web/i18n/fo";

/** Dashboard card linking to /calendar; its count and entries come with the calendar feature. */
export function CalendarSummaryCard() {
  return <SummaryCard href="/calendar" title={fo.pages.calendar} icon={<CalendarIcon />} count={foDashboard.emptyCount} entries={[]} more={false} />;
}
