import { SummaryCard } from "../../../components/ui/summary-card";
import { BellIcon } from "../../../components/ui/icons";
import { foDashboard } from "../../../i18n/fo/dashboard";
import { fo } from "../../../i18n/fo";

/** Dashboard card linking to /reminders; its count and entries come with the tasks feature. */
export function TasksSummaryCard() {
  return <SummaryCard href="/reminders" title={fo.pages.reminders} icon={<BellIcon />} count={foDashboard.emptyCount} entries={[]} more={false} />;
}
