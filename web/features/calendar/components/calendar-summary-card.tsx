import { SummaryCard } from "../../../components/ui/summary-card";
import { CalendarIcon } from "../../../components/ui/icons";
import { fo } from "../../../i18n/fo";

/** Dashboard card linking to /calendar; its count and entries come with the calendar feature. */
export function CalendarSummaryCard() {
  return <SummaryCard href="/calendar" title={fo.calendar.title} icon={<CalendarIcon />} count={fo.dashboard.emptyCount} entries={[]} more={false} />;
}
