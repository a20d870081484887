import { SummaryCard } from "@web/components/ui/summary-card";
import { MealIcon } from "@web/components/ui/icons";
import { foDashboard } from "@web/i18n/fo/dashboard";
import { fo } from "@web/i18n/fo";

/** Dashboard card linking to /dinner; its count and entries come with the meals feature. */
export function MealsSummaryCard() {
  return <SummaryCard href="/dinner" title={fo.pages.meals} icon={<MealIcon />} count={foDashboard.emptyCount} entries={[]} more={false} />;
}
