import { SummaryCard } from "@web/components/ui/summary-card";
import { BellIcon } from "@web/components/ui/icons";
import { foDashboard } from "@web/i18n/fo/dashboard";
import { fo } from "@web/i18n/fo";

/** Dashboard card linking to /reminders; its count and entries come with the tasks feature. */
export function TasksSummaryCard() {
  return <SummaryCard href="/reminders" title={fo.pages.reminders} icon={<BellIcon />} count={foDashboard.emptyCount} entries={[]} more={false} />;
}
