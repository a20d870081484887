import { SummaryCard } from "../../../components/ui/summary-card";
import { MealIcon } from "../../../components/ui/icons";
import { fo } from "../../../i18n/fo";

/** Dashboard card linking to /dinner; its count and entries come with the meals feature. */
export function MealsSummaryCard() {
  return <SummaryCard href="/dinner" title={fo.meals.title} icon={<MealIcon />} count={fo.dashboard.emptyCount} entries={[]} more={false} />;
}
